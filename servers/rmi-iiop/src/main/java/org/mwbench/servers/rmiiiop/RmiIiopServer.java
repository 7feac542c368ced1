package org.mwbench.servers.rmiiiop;

import java.util.Set;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/** Java RMI over IIOP on the GlassFish ORB: one ORB per server, one servant, an IOR as endpoint. */
public final class RmiIiopServer implements MiddlewareServer {
    public static final String PROTOCOL = "rmi-iiop";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        Middlewares.requireKnownOptions(PROTOCOL, settings.options(), Set.of());
        return GlassFishOrb.inOwnLoader(() -> RmiIiopServerHandle.start(settings, service));
    }
}
