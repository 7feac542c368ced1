package org.mwbench.console.plans;

import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.plugins.tcp.TcpClient;

/** tcp's client under {@link ThrowawayServer}'s protocol name. */
public final class ThrowawayClient implements MiddlewareClient {
    private final TcpClient tcp = new TcpClient();

    @Override
    public String protocol() {
        return ThrowawayServer.PROTOCOL;
    }

    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        return tcp.connect(endpoint, settings);
    }

    @Override
    public boolean hasWhiteBoxHooks() {
        return tcp.hasWhiteBoxHooks();
    }
}
