package org.mwbench.plugins.soap.axis;

import org.apache.axis.ConfigurationException;
import org.apache.axis.SimpleTargetedChain;
import org.apache.axis.client.Service;
import org.apache.axis.configuration.SimpleProvider;
import org.apache.axis.constants.Use;
import org.apache.axis.encoding.TypeMappingDelegate;
import org.apache.axis.transport.http.HTTPTransport;
import org.mwbench.servers.soap.axis.AxisOptions;
import org.mwbench.servers.soap.axis.SoapWire;

/**
 * One connection's Axis client engine, configured in code where Axis would read
 * {@code client-config.wsdd}: the shipped file's global options, its {@code http} transport
 * (with {@link ConnectionSender} as the pivot in place of {@code HTTPSender}), and the five
 * bean mappings of {@link SoapWire} in the engine's SOAP-encoding type mapping, which every
 * {@code Call} of the engine uses, as a generated stub's registrations would.
 */
final class ClientEngine {
    private ClientEngine() {
    }

    static Service service(ConnectionSender sender) throws ConfigurationException {
        SimpleProvider configuration = new SimpleProvider();
        configuration.setGlobalOptions(AxisOptions.stock());
        configuration.deployTransport(HTTPTransport.DEFAULT_TRANSPORT_NAME, new SimpleTargetedChain(sender));
        SoapWire.registerBeans((TypeMappingDelegate) configuration.getTypeMappingRegistry()
                .getOrMakeTypeMapping(Use.ENCODED.getEncoding()));
        Service service = new Service(configuration);
        // A WSDD deployment does it when it configures the engine; a SimpleProvider does not.
        service.getEngine().refreshGlobalOptions();
        return service;
    }
}
