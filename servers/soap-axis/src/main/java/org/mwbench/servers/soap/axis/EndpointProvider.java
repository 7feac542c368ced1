package org.mwbench.servers.soap.axis;

import javax.xml.rpc.holders.IntHolder;
import org.apache.axis.Handler;
import org.apache.axis.MessageContext;
import org.apache.axis.constants.Scope;
import org.apache.axis.handlers.soap.SOAPService;
import org.apache.axis.providers.java.RPCProvider;

/**
 * Axis's RPC provider, unchanged in how it decodes a call, invokes the method and encodes the
 * answer, but serving one given {@link BenchmarkEndpoint} rather than an instance Axis makes
 * itself from a class name: the benchmark service is handed to {@code start}, not named in a
 * deployment descriptor. The endpoint's class is returned directly too, so Axis never looks a
 * class up by name through a context class loader.
 */
final class EndpointProvider extends RPCProvider {
    private static final long serialVersionUID = 1L;

    private final transient BenchmarkEndpoint endpoint;

    EndpointProvider(BenchmarkEndpoint endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public Object getServiceObject(MessageContext context, Handler service, String className, IntHolder scope) {
        scope.value = Scope.APPLICATION.getValue();
        return endpoint;
    }

    @Override
    protected Class<?> getServiceClass(String className, SOAPService service, MessageContext context) {
        return BenchmarkEndpoint.class;
    }
}
