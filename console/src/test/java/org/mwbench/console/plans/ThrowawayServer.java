package org.mwbench.console.plans;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.tcp.TcpServer;

/** tcp's server under another protocol name: a middleware nobody listed, for {@link ThrowawayMiddlewareTest}. */
public final class ThrowawayServer implements MiddlewareServer {
    static final String PROTOCOL = "throwaway-tcp";

    private final TcpServer tcp = new TcpServer();

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        return tcp.start(settings, service);
    }

    /** tcp's declaration, under tcp's name: what a server of another plugin folder answers. */
    @Override
    public ServerOptions knobs() {
        return tcp.knobs();
    }

    @Override
    public boolean hasWhiteBoxHooks() {
        return tcp.hasWhiteBoxHooks();
    }
}
