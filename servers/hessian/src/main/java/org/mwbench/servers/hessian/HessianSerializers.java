package org.mwbench.servers.hessian;

import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.SerializerFactory;
import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * Which classes Hessian may instantiate from what it reads. Hessian's default is any class on the
 * class path but {@code Runtime}, {@code Process}, {@code System} and {@code Thread}, which is what
 * the Hessian deserialization gadgets (Rome, Spring, Resin, XBean, commons-beanutils) exploit.
 * Here each side names the classes it expects, and Hessian's {@link ClassFactory} denies every
 * other: Hessian then reads such an object as a plain {@code HashMap} of its fields, never building
 * it. The server goes further and fails a request that names any class ({@link RequestSerializerFactory}).
 *
 * <p>Non-serializable classes stay refused (Hessian's default): every bean of the contract is
 * {@code Serializable}.
 */
public final class HessianSerializers {
    private HessianSerializers() {
    }

    /**
     * The server's factory: no class at all by name. Every operation takes only scalars, strings,
     * {@code byte[]} and {@code short[]}, which Hessian reads without loading a class. A request
     * naming a class fails ({@link RequestSerializerFactory}); Hessian's whitelist is set as well.
     */
    public static SerializerFactory forRequests() {
        SerializerFactory factory = new RequestSerializerFactory(HessianSerializers.class.getClassLoader());
        ClassFactory classes = factory.getClassFactory();
        classes.setWhitelist(true);
        classes.deny("*"); // before Hessian's static list, which allows every java.* and javax.management.* class
        return factory;
    }

    /**
     * The client's factory: the contract's beans, and the server's {@link HessianServiceFault}
     * (a service's failure), nothing else: a server cannot make its client build arbitrary objects.
     */
    public static SerializerFactory forReplies(ClassLoader loader) {
        SerializerFactory factory = new SerializerFactory(loader);
        ClassFactory classes = factory.getClassFactory();
        classes.setWhitelist(true);
        for (Class<?> allowed : new Class<?>[] {Data2.class, Data3.class, Address.class, Order.class, SimpleDate.class,
                HessianServiceFault.class}) {
            classes.allow(allowed.getName());
        }
        classes.deny("*");
        return factory;
    }
}
