package org.mwbench.servers.ejb.openejb;

import java.util.Map;
import org.apache.openejb.server.ServiceDaemon;
import org.apache.openejb.server.ServicePool;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started server. {@link #close()} stops listening, ends the keep-alive sessions and the
 * pool's threads, then undeploys the bean, so the port is free and clients fail when it
 * returns. The container stays up for the next server of this JVM.
 */
final class RunningOpenEjbServer extends RunningServer {
    private final String serverId;
    private final EmbeddedContainer container;
    private final BeanDeployment deployment;
    private final ServiceDaemon daemon;
    private final ServicePool pool;

    RunningOpenEjbServer(EjbdEndpoint endpoint, String serverId, EmbeddedContainer container, BeanDeployment deployment,
                         ServiceDaemon daemon, ServicePool pool, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.serverId = serverId;
        this.container = container;
        this.deployment = deployment;
        this.daemon = daemon;
        this.pool = pool;
    }

    @Override
    protected void stop() throws Exception {
        try {
            stopQuietly(daemon, pool);
            deployment.undeploy(container);
        } finally {
            ServedServices.remove(serverId);
        }
    }

    /** Stops the listener and its sessions, then the pool's threads; either may be null (a start that failed early). */
    static void stopQuietly(ServiceDaemon daemon, ServicePool pool) {
        if (daemon != null) {
            try {
                daemon.stop();
            } catch (Exception e) {
                // the pool's threads are ended below all the same
            }
        }
        if (pool != null) {
            pool.getThreadPool().shutdownNow();
        }
    }
}
