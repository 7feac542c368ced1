package org.mwbench.plugins.rmiiiop;

import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.servers.rmiiiop.GlassFishOrb;
import org.mwbench.servers.rmiiiop.RmiIiopServer;

/** Connects to an RMI-IIOP server by its IOR: one client ORB and one stub per connection. */
public final class RmiIiopClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return RmiIiopServer.PROTOCOL;
    }

    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(RmiIiopServer.PROTOCOL, settings.options(), Set.of());
        return GlassFishOrb.inOwnLoader(() -> RmiIiopConnection.open(endpoint, settings));
    }
}
