package org.mwbench.plugins.rmiiiop;

import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.servers.rmiiiop.GlassFishOrb;
import org.mwbench.servers.rmiiiop.RmiIiopServer;

/**
 * Connects to an RMI-IIOP server by its IOR: one client ORB and one stub per connection. With
 * {@code socket-type=socket} the connection counts its bytes on the wire (see {@link ClientOptions}).
 */
public final class RmiIiopClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return RmiIiopServer.PROTOCOL;
    }

    /** The CORBA clients' portable interceptor ({@code WhiteBoxClientInitializer}), with {@code whitebox=true}. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        ClientOptions options = ClientOptions.parse(settings.options());
        return ContextLoader.call(GlassFishOrb.class, () -> RmiIiopConnection.open(endpoint, settings, options));
    }

    /** GlassFish's default NIO channels cannot be counted from outside the ORB; its blocking sockets can. */
    @Override
    public String wireCountingOptions() {
        return "socket-type=socket";
    }

    /**
     * True: the stub's ORB carries concurrent GIOP requests on its connection, matched by request id.
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
