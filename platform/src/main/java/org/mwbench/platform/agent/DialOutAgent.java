package org.mwbench.platform.agent;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.control.ChannelServer;
import org.mwbench.platform.control.DialOutSession;
import org.mwbench.platform.control.StubIdentity;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.security.DialOutTls;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An agent that listens nowhere: it dials its supervisor ({@code mwbench agent --connect HOST:PORT})
 * over TLS 1.3, keeps that one connection, and takes its orders over it, sealed and proven as an
 * agent's orders over RMI are ({@link DialOutSession}). So no agent needs an inbound port, and a
 * supervisor outside a cluster, behind NAT, can drive agents inside it. When the connection drops
 * it dials again; a run under way then ends as when its supervisor goes silent ({@link LeasedAgent}).
 */
public final class DialOutAgent implements AutoCloseable {

    /** The first wait between dials, and the wait after a connection that served calls. */
    static final long REDIAL_MILLIS = 500;
    /** The longest wait between dials, reached by doubling while no connection serves a call. */
    static final long MAX_REDIAL_MILLIS = 4000;

    private static final Logger LOG = LoggerFactory.getLogger(DialOutAgent.class);

    private final Agent agent;
    private final LeasedAgent leased;
    private final ChannelServer channel;
    private final SharedSecret secret;
    private final String host;
    private final int port;
    private final int connectTimeoutMillis;
    private final CountDownLatch closed = new CountDownLatch(1);
    private volatile DialOutSession session;

    /**
     * @param serverAddress where the blades' servers listen: they, unlike the agent, must be
     *                      reachable by their clients ({@link Agent#Agent(String, SharedSecret, Path, InetAddress)})
     * @param lease         how long a run's supervisor may stay silent before the run is aborted ({@link LeasedAgent})
     */
    public DialOutAgent(String name, SharedSecret secret, String host, int port, Path workDir, InetAddress serverAddress,
                        int connectTimeoutMillis, Duration lease) throws Exception {
        this.agent = new Agent(name, secret, workDir, serverAddress);
        this.leased = LeasedAgent.watched(agent, lease);
        this.channel = ChannelServer.serving(AgentControl.class, leased, name, secret);
        this.secret = secret;
        this.host = host;
        this.port = port;
        this.connectTimeoutMillis = connectTimeoutMillis;
        Thread dialer = new Thread(this::keepConnected, "mwbench-agent-dial-out");
        dialer.setDaemon(true);
        dialer.start();
        LOG.info("agent '{}' dialling out to {}:{}, listening nowhere (secret fingerprint {}, lease {} ms)",
                name, host, port, secret.fingerprint(), lease.toMillis());
    }

    /** Sets the deadline of what later deploys start ({@link DeployTimeout#OPTION}). */
    public void deployTimeout(DeployTimeout timeout) {
        agent.deployTimeout(timeout);
    }

    /** Joins the agent to a pool ({@link Agent#pool(String)}). */
    public void pool(String pool) {
        agent.pool(pool);
    }

    private void keepConnected() {
        String lastProblem = null;
        long wait = REDIAL_MILLIS;
        try {
            do {
                DialOutSession current = null;
                try {
                    DialOutTls.Dialled dialled = DialOutTls.dial(host, port, connectTimeoutMillis);
                    // What this agent proves the secret for: this connection, to the certificate it was shown.
                    channel.identify(StubIdentity.dialled(agent.name(), dialled.serverFingerprint()));
                    current = new DialOutSession(dialled.socket(), channel);
                    session = current;
                    LOG.info("agent '{}' connected to {}:{}", agent.name(), host, port);
                    current.serve();
                } catch (IOException e) {
                    String problem = e.getClass().getSimpleName() + ": " + e.getMessage();
                    if (!problem.equals(lastProblem) && closed.getCount() > 0) {
                        LOG.warn("agent '{}': no connection to {}:{} (will dial again): {}; a supervisor that"
                                + " closes at once refused this agent's proof: does it hold the secret of fingerprint {}?",
                                agent.name(), host, port, problem, secret.fingerprint());
                    }
                    lastProblem = problem;
                }
                // Dial again at once after a connection that served; back off while none does (refused, or down).
                boolean served = current != null && current.callsServed() > 0;
                wait = served ? REDIAL_MILLIS : Math.min(MAX_REDIAL_MILLIS, wait * 2);
                if (served) {
                    lastProblem = null;
                }
            } while (!closed.await(wait, TimeUnit.MILLISECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Blocks until {@link #close()}. */
    public void awaitClose() throws InterruptedException {
        closed.await();
    }

    @Override
    public void close() {
        closed.countDown();
        DialOutSession current = session;
        if (current != null) {
            current.close();
        }
        leased.close();
        agent.shutdown();
    }
}
