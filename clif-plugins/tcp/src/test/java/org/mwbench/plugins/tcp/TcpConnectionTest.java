package org.mwbench.plugins.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.tcp.TcpEndpoint;
import org.mwbench.servers.tcp.TcpServer;

/** What the kit does not cover: wire bytes, silent peers, a dead server, the endpoint, options. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class TcpConnectionTest {
    /** For calls that must time out. */
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(300));
    /**
     * For calls that must be answered, or fail for another reason than time (a refusal): only a
     * hang guard, since a loaded machine's first calls, loading classes, may take seconds.
     */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Test
    void theConnectionCountsTheBytesOnTheWire() throws Exception {
        try (ServerHandle handle = new TcpServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new TcpClient().connect(handle.endpoint(), ANSWERED)) {
            WireBytes wire = (WireBytes) connection;
            long sent = wire.bytesSent();
            long received = wire.bytesReceived();
            connection.ping();
            long pingSent = wire.bytesSent() - sent;
            long pingReceived = wire.bytesReceived() - received;
            // a frame: int length + opcode; a reply: int length + status
            assertEquals(5, pingSent);
            assertEquals(5, pingReceived);
            connection.getCustomers("rep-7", 8);
            long customersReceived = wire.bytesReceived() - received - pingReceived;
            assertTrue(customersReceived > 8 * 100, "8 customers: " + customersReceived + " bytes");
        }
    }

    @Test
    void aPeerThatAcceptsButNeverAnswersCannotHangACall() throws Exception {
        // Never accept()ed: the kernel completes the handshake and the request sits unread.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = new TcpEndpoint(ServerSettings.LOOPBACK, silent.getLocalPort()).toString();
            try (BenchmarkConnection connection = new TcpClient().connect(endpoint, SHORT)) {
                assertTimeoutPreemptively(HANG_GUARD,
                        () -> assertThrows(SocketTimeoutException.class, connection::ping));
            }
        }
    }

    @Test
    void theEndpointIsTheBoundAddress() throws Exception {
        try (ServerHandle handle = new TcpServer().start(ServerSettings.loopback(), new ReferenceService())) {
            assertTrue(handle.endpoint().startsWith("tcp://127.0.0.1:"), handle.endpoint());
        }
    }

    @Test
    void unknownClientOptionsAreRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new TcpClient().connect("tcp://127.0.0.1:1",
                        new ClientSettings(ANSWERED.callTimeout(), Map.of("x", "1"))));
        assertTrue(refused.getMessage().contains("x"), refused.getMessage());
    }

    @Test
    void aDeadServerFailsTheConnectAtOnce() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        String endpoint = new TcpEndpoint(ServerSettings.LOOPBACK, port).toString();
        // ConnectException, not SocketTimeoutException: the refusal ended it, not the timeout
        assertTimeoutPreemptively(LoadedMachine.hangGuard(ANSWERED.callTimeout()),
                () -> assertThrows(java.net.ConnectException.class, () -> new TcpClient().connect(endpoint, ANSWERED)));
    }
}
