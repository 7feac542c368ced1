package org.mwbench.servers.dubbo;

import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started Dubbo server. {@link #close()} stops its framework: the service is unexported, the
 * Netty server closes its port and connections, and the framework's executors and event loops end.
 */
final class RunningDubboServer extends RunningServer {
    private final DubboFramework framework;

    RunningDubboServer(DubboFramework framework, DubboEndpoint endpoint, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.framework = framework;
    }

    @Override
    protected void stop() throws Exception {
        framework.close();
    }
}
