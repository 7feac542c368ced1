package org.mwbench.platform.supervisor;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Deque;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocket;
import org.mwbench.platform.control.ChannelClient;
import org.mwbench.platform.control.DialledChannel;
import org.mwbench.platform.control.StubIdentity;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.security.DialOutTls;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where agents that dial out ({@code mwbench agent --connect HOST:PORT}) reach the supervisor: a
 * TLS 1.3 port. Each connection must announce an agent's name and then prove, as that agent, that
 * it holds the shared secret for this connection's identity ({@link StubIdentity#dialled}), within
 * {@link #PROOF_MILLIS}; only then is it listed in the agent directory, where a run finds it as it
 * finds an agent that registered its own port. Connections not yet proven are few and short-lived:
 * each has a deadline, and beyond {@link #UNPROVEN_AT_ONCE} the oldest is closed, so that a stranger
 * holding connections open can neither pile up threads nor keep a lawful agent out.
 */
public final class DialInListener implements AutoCloseable {

    /** How long a new connection has to announce itself and prove the secret. */
    static final int PROOF_MILLIS = 10_000;
    /** Connections being proven at once; beyond, the oldest is closed. */
    static final int UNPROVEN_AT_ONCE = 16;

    private static final Logger LOG = LoggerFactory.getLogger(DialInListener.class);

    private final ServerSocket server;
    private final AgentDirectoryService directory;
    private final SharedSecret secret;
    private final int callTimeoutMillis;
    private final String fingerprint = DialOutTls.ownFingerprint();
    private final Deque<Socket> unproven = new ConcurrentLinkedDeque<>();
    private final Set<DialledChannel> open = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService pings = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "mwbench-dial-in-ping");
        thread.setDaemon(true);
        return thread;
    });

    private DialInListener(ServerSocket server, AgentDirectoryService directory, SharedSecret secret,
                           int callTimeoutMillis) {
        this.server = server;
        this.directory = directory;
        this.secret = secret;
        this.callTimeoutMillis = callTimeoutMillis;
    }

    /** Listens on {@code bind}:{@code port} (0: any free port) and accepts agents on a thread of its own. */
    public static DialInListener open(InetAddress bind, int port, AgentDirectoryService directory, SharedSecret secret,
                                      int callTimeoutMillis) throws IOException {
        DialInListener listener = new DialInListener(DialOutTls.listen(bind, port), directory, secret, callTimeoutMillis);
        Thread acceptor = new Thread(listener::acceptAgents, "mwbench-dial-in");
        acceptor.setDaemon(true);
        acceptor.start();
        listener.pings.scheduleWithFixedDelay(listener::pingAll, DialledChannel.PING_MILLIS, DialledChannel.PING_MILLIS,
                TimeUnit.MILLISECONDS);
        LOG.info("listening for agents that dial out on {}:{} (TLS certificate {}...)",
                bind.getHostAddress(), listener.port(), listener.fingerprint.substring(0, 12));
        return listener;
    }

    public int port() {
        return server.getLocalPort();
    }

    private void acceptAgents() {
        while (!server.isClosed()) {
            Socket socket;
            try {
                socket = server.accept();
            } catch (IOException e) {
                if (!server.isClosed()) {
                    LOG.warn("accepting an agent's connection: {}", e.toString());
                }
                continue;
            }
            unproven.addLast(socket);
            if (unproven.size() > UNPROVEN_AT_ONCE) {
                Socket oldest = unproven.pollFirst(); // a stalled stranger, most likely: a lawful agent proves at once
                LOG.warn("closed an unproven connection from {}: {} newer ones wait to prove the secret",
                        oldest.getRemoteSocketAddress(), UNPROVEN_AT_ONCE);
                closeAside(oldest);
            }
            Thread prover = new Thread(() -> {
                try {
                    admit(socket);
                } finally {
                    unproven.remove(socket);
                }
            }, "mwbench-dial-in-proof");
            prover.setDaemon(true);
            prover.start();
        }
    }

    /** Lists the agent if it proves the secret under the name it announced, in time; else closes. */
    private void admit(Socket socket) {
        DialledChannel channel = null;
        String from = String.valueOf(socket.getRemoteSocketAddress());
        // A deadline for the whole proof, however its bytes trickle: a read timeout alone is not one.
        ScheduledFuture<?> deadline;
        try {
            deadline = pings.schedule(() -> closeAside(socket), PROOF_MILLIS, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            DialOutTls.close(socket); // the listener is closing
            return;
        }
        try {
            socket.setSoTimeout(PROOF_MILLIS); // also bounds the TLS handshake, done at the first read
            ((SSLSocket) socket).startHandshake();
            String name = DialledChannel.readAnnounce(socket);
            channel = new DialledChannel(socket, name, StubIdentity.dialled(name, fingerprint),
                    Math.min(PROOF_MILLIS, callTimeoutMillis));
            // The same check as opening any agent: it proves the secret for this connection, or is refused.
            ChannelClient.connect(AgentControl.class, channel, secret, name);
            if (!deadline.cancel(false)) {
                throw new IOException("proven after the " + PROOF_MILLIS + " ms deadline");
            }
            channel.useCallTimeout(callTimeoutMillis);
            DialledChannel admitted = channel;
            open.add(admitted);
            directory.registerDialled(name, admitted);
            LOG.info("agent '{}' dialled in from {}", name, from);
            admitted.whenClosed().thenAccept(why -> LOG.info("agent '{}' from {} is gone: {}", name, from, why));
        } catch (IOException | RuntimeException e) {
            LOG.warn("refused an agent connection from {}: {}", from, e.getMessage());
            deadline.cancel(false);
            if (channel != null) {
                channel.close("refused: " + e.getMessage());
            }
            DialOutTls.close(socket);
        }
    }

    /** Closing a TLS connection may wait a second for its peer: not on the accepting thread. */
    private static void closeAside(Socket socket) {
        Thread closer = new Thread(() -> DialOutTls.close(socket), "mwbench-dial-in-close");
        closer.setDaemon(true);
        closer.start();
    }

    private void pingAll() {
        open.removeIf(channel -> !channel.isOpen());
        open.forEach(DialledChannel::ping);
    }

    @Override
    public void close() {
        closeQuietly(server);
        pings.shutdownNow();
        open.forEach(channel -> channel.close("the supervisor is closing"));
    }

    private static void closeQuietly(java.io.Closeable closeable) {
        try {
            closeable.close();
        } catch (IOException ignored) {
            // closing is all that is wanted
        }
    }
}
