package org.mwbench.platform.agent;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.control.ChannelClient;
import org.mwbench.platform.control.ChannelServer;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.control.ReadOnlyRegistry;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.remote.AgentDirectory;
import org.mwbench.platform.remote.RmiHostName;
import org.mwbench.platform.security.RmiEndpoints;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A remote agent process: it exports an {@link Agent} over RMI on its bind address, behind a
 * sealed {@link ChannelServer}, and keeps it registered in a supervisor's agent directory. It
 * re-registers every second, so a supervisor that starts after it, or restarts, finds it
 * without help. It registers only with a directory that proves the shared secret.
 */
public final class AgentServer implements AutoCloseable {
    /**
     * Re-registration period once registered. A supervisor started by {@code mwbench run}
     * is new each time, and it finds its agents at their next heartbeat: this period is
     * part of the delay between typing {@code run} and the first call. Three loopback RMI
     * calls a second are nothing next to that.
     */
    static final long HEARTBEAT_MILLIS = 1000;
    /** Retry period while no registry answers, so an agent started first is listed at once. */
    static final long RETRY_MILLIS = 250;
    private static final Logger LOG = LoggerFactory.getLogger(AgentServer.class);

    private final Agent agent;
    private final LeasedAgent leased;
    private final ChannelServer channel;
    private final ControlChannel stub;
    private AgentDirectory directory; // the heartbeat thread's session with the supervisor, while it lasts
    private final String registryHost;
    private final int registryPort;
    private final SharedSecret secret;
    private final int callTimeoutMillis;
    private final CountDownLatch closed = new CountDownLatch(1);
    private final Thread heartbeat;
    private volatile boolean registeredOnce;

    /** @param lease how long a run's supervisor may stay silent before the run is aborted ({@link LeasedAgent}) */
    public AgentServer(String name, SharedSecret secret, InetAddress bind, int port, String registryHost,
                       int registryPort, Path workDir, int callTimeoutMillis, java.time.Duration lease) throws Exception {
        RmiHostName.use(bind);
        this.agent = new Agent(name, secret, workDir, bind);
        this.leased = LeasedAgent.watched(agent, lease);
        this.channel = ChannelServer.serving(AgentControl.class, leased, name, secret);
        this.stub = RmiEndpoints.exportChannel(channel, bind, port, callTimeoutMillis);
        this.registryHost = registryHost;
        this.registryPort = registryPort;
        this.secret = secret;
        this.callTimeoutMillis = callTimeoutMillis;
        this.heartbeat = new Thread(this::keepRegistered, "mwbench-agent-heartbeat");
        heartbeat.setDaemon(true);
        heartbeat.start();
        LOG.info("agent '{}' listening on {}, registering at {}:{} (secret fingerprint {}, lease {} ms)",
                name, bind.getHostAddress(), registryHost, registryPort, secret.fingerprint(), lease.toMillis());
    }

    /** Sets the deadline of what later deploys start ({@link DeployTimeout#OPTION}). */
    public void deployTimeout(DeployTimeout timeout) {
        agent.deployTimeout(timeout);
    }

    /** Joins the agent to a pool ({@link Agent#pool(String)}). */
    public void pool(String pool) {
        agent.pool(pool);
    }

    private void keepRegistered() {
        String lastProblem = null;
        try {
            do {
                try {
                    register();
                    if (!registeredOnce || lastProblem != null) {
                        LOG.info("agent '{}' registered at {}:{}", agent.name(), registryHost, registryPort);
                    }
                    registeredOnce = true;
                    lastProblem = null;
                } catch (Exception e) {
                    directory = null; // look the supervisor up again: it may have restarted elsewhere
                    String problem = e.getClass().getSimpleName() + ": " + e.getMessage();
                    if (!problem.equals(lastProblem)) {
                        LOG.warn("agent '{}' cannot register at {}:{} (will retry): {}",
                                agent.name(), registryHost, registryPort, problem);
                    }
                    lastProblem = problem;
                }
            } while (!closed.await(lastProblem == null ? HEARTBEAT_MILLIS : RETRY_MILLIS, TimeUnit.MILLISECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void register() throws Exception {
        if (directory == null) {
            ControlChannel found = ReadOnlyRegistry.lookup(registryHost, registryPort, AgentDirectory.BINDING,
                    Math.min(5000, callTimeoutMillis));
            directory = ChannelClient.connect(AgentDirectory.class, found, secret, AgentDirectory.PEER_NAME);
        }
        directory.register(agent.name(), stub);
    }

    /** Blocks until {@link #close()}. */
    public void awaitClose() throws InterruptedException {
        closed.await();
    }

    @Override
    public void close() {
        closed.countDown();
        leased.close();
        agent.shutdown();
        RmiEndpoints.unexport(channel);
    }
}
