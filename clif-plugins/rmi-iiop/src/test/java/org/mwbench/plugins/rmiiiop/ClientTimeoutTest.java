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
 */
class ClientTimeoutTest {
    private static final Duration TIMEOUT = Duration.ofMillis(500);

    @ParameterizedTest
    @ValueSource(strings = {"channel", "socket"})
    void aPortThatNeverAnswersFailsTheCallAtTheTimeout(String socketType) throws Exception {
        int port = freePort();
        String endpoint = endpointOfAServerThatWasAt(port);
        // The kernel completes the connections in its backlog; nobody reads the request.
        try (ServerSocket silent = new ServerSocket(port, 50, InetAddress.getByName(ServerSettings.LOOPBACK));
             RmiIiopConnection connection = connect(endpoint, TIMEOUT, socketType)) {
            long waited = timeFailedCall(connection);
            assertTrue(waited >= TIMEOUT.toMillis() - 50 && waited < 3 * TIMEOUT.toMillis(),
                    "failed after " + waited + " ms against port " + silent.getLocalPort());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"channel", "socket"})
    void aRefusedConnectionFailsTheCallAtOnce(String socketType) throws Exception {
        String endpoint = endpointOfAServerThatWasAt(freePort());
        try (RmiIiopConnection connection = connect(endpoint, Duration.ofSeconds(5), socketType)) {
            long waited = timeFailedCall(connection);
            assertTrue(waited < 1_000, "failed after " + waited + " ms");
        }
    }

    /**
     * A port where SYNs are dropped (a host gone, a firewall): GlassFish connects twice, each
     * attempt within half the call timeout, so the call fails within the call timeout.
     */
    @ParameterizedTest
    @ValueSource(strings = {"channel", "socket"})
    void aPortThatDropsConnectsFailsTheCallWithinTheTimeout(String socketType) throws Exception {
        int port = freePort();
        String endpoint = endpointOfAServerThatWasAt(port);
        try (SilentPort silent = SilentPort.at(ServerSettings.LOOPBACK, port, Duration.ofSeconds(5));
             RmiIiopConnection connection = connect(endpoint, Duration.ofSeconds(1), socketType)) {
            long waited = timeFailedCall(connection);
            assertTrue(waited >= 900 && waited < 1_500, "failed after " + waited + " ms against port " + silent.port());
        }
    }

    private static long timeFailedCall(BenchmarkConnection connection) {
        long started = System.nanoTime();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThrows(Exception.class, connection::ping));
        return (System.nanoTime() - started) / 1_000_000;
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
