package org.mwbench.servers.rmiiiop;

import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;

/** Java RMI over IIOP on the GlassFish ORB: one ORB per server, one servant, an IOR as endpoint. */
public final class RmiIiopServer implements MiddlewareServer {
    public static final String PROTOCOL = "rmi-iiop";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        boolean whiteBox = WhiteBox.requested(PROTOCOL, settings.options());
        return ContextLoader.call(GlassFishOrb.class, () -> RunningRmiIiopServer.start(settings, service, options.configuration(),
                whiteBox));
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    /** The GlassFish ORB has none of the knobs, as {@code corba-glassfish} says. */
    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .unavailable(ServerKnob.THREADS, "GlassFish's ORB runs requests on its default thread pool, which"
                        + " grows without limit; no ORB property sizes it")
                .unavailable(ServerKnob.BACKLOG, "GlassFish's ORB binds its listener with the JDK's default backlog (50)"
                        + " and has no property for it")
                .unavailable(ServerKnob.QUEUE, "GlassFish's ORB queues no requests: each one read goes to a pool thread")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "GlassFish's ORB has no connection limit"
                        + " (com.sun.corba.ee.connection.ORBHighWaterMark only reclaims idle connections)")
                .options(WhiteBox.OPTION)
                .read();
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
