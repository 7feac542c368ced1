package org.mwbench.servers.soap.axis;

import java.util.ArrayList;
import java.util.List;
import org.apache.axis.AxisFault;
import org.apache.axis.ConfigurationException;
import org.apache.axis.configuration.SimpleProvider;
import org.apache.axis.constants.Style;
import org.apache.axis.constants.Use;
import org.apache.axis.description.JavaServiceDesc;
import org.apache.axis.description.OperationDesc;
import org.apache.axis.encoding.TypeMappingDelegate;
import org.apache.axis.encoding.TypeMappingRegistryImpl;
import org.apache.axis.handlers.soap.SOAPService;
import org.apache.axis.providers.java.JavaProvider;
import org.apache.axis.server.AxisServer;

/**
 * Deploys the benchmark service on a new Axis engine, in code: what a
 * {@code <service name="mwbench" provider="java:RPC" style="rpc" use="encoded">} element with
 * five {@code beanMapping}s and eight {@code operation}s would deploy, with no
 * {@code server-config.wsdd} read or written. The engine has this one service and nothing
 * else: no AdminService, no Version service, no JWS handler, no transport chains.
 */
final class ServiceDeployment {
    private ServiceDeployment() {
    }

    /** An engine serving {@code endpoint} as {@link SoapWire#SERVICE_NAME}, ready for calls. */
    static AxisServer engine(BenchmarkEndpoint endpoint) throws AxisFault, ConfigurationException {
        SimpleProvider configuration = new SimpleProvider();
        configuration.setGlobalOptions(AxisOptions.stock());
        AxisServer engine = new AxisServer(configuration);
        // A WSDD deployment does it when it configures the engine; a SimpleProvider does not.
        engine.refreshGlobalOptions();
        // Deployed on the configured engine, the service's options and type mappings delegate
        // to the engine's (deployed before, it would keep the engine's first, empty options).
        SOAPService service = service(endpoint);
        configuration.deployService(SoapWire.SERVICE_NAME, service);
        // Introspect now, as Axis does on deployment, rather than in the first call.
        service.getInitializedServiceDesc(null);
        return engine;
    }

    private static SOAPService service(BenchmarkEndpoint endpoint) {
        SOAPService service = new SOAPService(null, new EndpointProvider(endpoint), null);
        JavaServiceDesc description = new ThreadSafeServiceDesc();
        service.setServiceDescription(description);
        service.setName(SoapWire.SERVICE_NAME);
        service.setStyle(Style.RPC);
        service.setUse(Use.ENCODED);
        List<String> names = new ArrayList<>();
        description.setName(SoapWire.SERVICE_NAME);
        description.setDefaultNamespace(SoapWire.SERVICE_NAMESPACE);
        // As a WSDD <service> does: a registry of the service's own that delegates to the engine's.
        TypeMappingRegistryImpl registry = new TypeMappingRegistryImpl(false);
        registry.doRegisterFromVersion(null);
        TypeMappingDelegate mapping = (TypeMappingDelegate) registry.getOrMakeTypeMapping(Use.ENCODED.getEncoding());
        SoapWire.registerBeans(mapping);
        description.setTypeMappingRegistry(registry);
        description.setTypeMapping(mapping);
        for (OperationDesc operation : SoapWire.operations()) {
            description.addOperationDesc(operation);
            names.add(operation.getName());
        }
        // Only the nine operations: not the endpoint's other public methods (equals, ...).
        description.setAllowedMethods(new ArrayList<>(names));
        service.setOption(JavaProvider.OPTION_CLASSNAME, BenchmarkEndpoint.class.getName());
        service.setOption(JavaProvider.OPTION_ALLOWEDMETHODS, String.join(" ", names));
        service.setOption(JavaProvider.OPTION_SCOPE, "Application");
        return service;
    }
}
