package org.mwbench.plugins.rmiiiop;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.SilentPort;
import org.mwbench.servers.rmiiiop.RmiIiopServer;

/**
 * The three ways a call can find no server, beyond the kit's frozen servant: a port that
 * accepts connections and never answers (a hung process: the wait for the reply is bounded
 * by the call timeout), a port that refuses them (a dead process: the call fails at
 * once, not after GlassFish's minute of reconnecting), and a port that drops them (a host
 * gone: connecting, retry included, is bounded by the call timeout). Both on GlassFish's default NIO
 * sockets and on the blocking sockets that count their bytes ({@code socket-type=socket}).
 *
 * <p>No test asserts a short elapsed time, which a loaded machine breaks: each asserts
 * that the failure came no earlier than its timeout allows, that its causes say what ended the
 * call, and that it came within {@link #HANG_GUARD}, half of GlassFish's minute of reconnecting.
 */
class ClientTimeoutTest {
    private static final Duration TIMEOUT = Duration.ofMillis(500);
    /** What GlassFish's COMM_FAILURE says when its wait for a reply timed out (OMG minor 19). */
    private static final String WAITED_FOR_THE_REPLY = "Communications timeout waiting for response";
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * any timeout here and 30 s at least; GlassFish alone reconnects for a minute.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @ParameterizedTest
    @ValueSource(strings = {"channel", "socket"})
    void aPortThatNeverAnswersFailsTheCallAtTheTimeout(String socketType) throws Exception {
        int port = freePort();
        String endpoint = endpointOfAServerThatWasAt(port);
        // The kernel completes the connections in its backlog; nobody reads the request.
        try (ServerSocket silent = new ServerSocket(port, 50, InetAddress.getByName(ServerSettings.LOOPBACK));
             RmiIiopConnection connection = connect(endpoint, TIMEOUT, socketType)) {
            FailedCall call = failedCall(connection);
            assertTrue(call.waitedMillis() >= TIMEOUT.toMillis() - 50,
                    "failed after " + call.waitedMillis() + " ms against port " + silent.getLocalPort());
            assertTrue(call.causes().contains(WAITED_FOR_THE_REPLY), "the wait for the reply timed out: " + call.causes());
        }
    }

    /** A call timeout of twice the guard: only the refusal can end the call within the guard. */
    @ParameterizedTest
    @ValueSource(strings = {"channel", "socket"})
    void aRefusedConnectionFailsTheCallAtOnce(String socketType) throws Exception {
        String endpoint = endpointOfAServerThatWasAt(freePort());
        try (RmiIiopConnection connection = connect(endpoint, HANG_GUARD.multipliedBy(2), socketType)) {
            FailedCall call = failedCall(connection);
            assertTrue(call.causes().contains("Connection refused"), "refused: " + call.causes());
        }
    }

    /**
     * A port where SYNs are dropped (a host gone, a firewall): GlassFish connects twice, each
     * attempt within half the call timeout, so the call fails at the call timeout, with the last
     * attempt's connect timeout as its cause; unbounded, the kernel's SYN retries take minutes.
     */
    @ParameterizedTest
    @ValueSource(strings = {"channel", "socket"})
    void aPortThatDropsConnectsFailsTheCallWithinTheTimeout(String socketType) throws Exception {
        int port = freePort();
        String endpoint = endpointOfAServerThatWasAt(port);
        try (SilentPort silent = SilentPort.at(ServerSettings.LOOPBACK, port, HANG_GUARD.multipliedBy(2));
             RmiIiopConnection connection = connect(endpoint, Duration.ofSeconds(1), socketType)) {
            FailedCall call = failedCall(connection);
            assertTrue(call.waitedMillis() >= 900, "failed after " + call.waitedMillis() + " ms against port " + silent.port());
            assertTrue(call.causes().contains("SocketTimeoutException"), "each connect timed out: " + call.causes());
        }
    }

    /** A call that failed: its causes, each as its toString, and how long it took. */
    private record FailedCall(String causes, long waitedMillis) {
    }

    private static FailedCall failedCall(BenchmarkConnection connection) {
        long started = System.nanoTime();
        Exception failure = assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(Exception.class, connection::ping));
        long waitedMillis = (System.nanoTime() - started) / 1_000_000;
        StringBuilder causes = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            causes.append(t).append(" <- ");
        }
        return new FailedCall(causes.toString(), waitedMillis);
    }

    private static RmiIiopConnection connect(String endpoint, Duration timeout, String socketType) throws Exception {
        return (RmiIiopConnection) new RmiIiopClient().connect(endpoint,
                new ClientSettings(timeout, Map.of(ClientOptions.SOCKET_TYPE, socketType)));
    }

    private static String endpointOfAServerThatWasAt(int port) throws Exception {
        ServerHandle handle = new RmiIiopServer().start(
                new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()), new ReferenceService());
        try {
            return handle.endpoint();
        } finally {
            handle.close();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            return socket.getLocalPort();
        }
    }
}
