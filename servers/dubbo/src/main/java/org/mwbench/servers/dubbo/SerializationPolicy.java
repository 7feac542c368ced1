package org.mwbench.servers.dubbo;

import java.util.List;
import org.apache.dubbo.common.utils.SerializeSecurityManager;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * What a Dubbo framework deserializes: Dubbo's STRICT check (a class outside the allow list is
 * refused before Hessian2 instantiates it), Serializable required, and no trust by package: Dubbo
 * would otherwise allow every class in the packages of the exported interface's types. The allow
 * list is Dubbo's own (primitives, boxes, strings, JDK exceptions, collections: its
 * {@code security/serialize.allowlist}) plus the contract's beans, by name.
 */
public final class SerializationPolicy {
    /** The contract's classes that cross the wire, beside the JDK's. */
    public static final List<Class<?>> CONTRACT_CLASSES =
            List.of(Data2.class, Data3.class, Address.class, Order.class, SimpleDate.class);

    private SerializationPolicy() {
    }

    static void apply(ApplicationConfig application) {
        application.setSerializeCheckStatus("STRICT");
        application.setAutoTrustSerializeClass(false);
        application.setCheckSerializable(true);
    }

    static void apply(FrameworkModel framework) {
        SerializeSecurityManager security = framework.getBeanFactory().getOrRegisterBean(SerializeSecurityManager.class);
        for (Class<?> type : CONTRACT_CLASSES) {
            security.addToAllowed(type.getName());
        }
    }
}
