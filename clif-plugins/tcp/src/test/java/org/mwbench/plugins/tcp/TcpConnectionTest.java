package org.mwbench.plugins.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.SlowOnceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.tcp.TcpCallException;
import org.mwbench.servers.tcp.TcpEndpoint;
import org.mwbench.servers.tcp.TcpServer;

/** What the kit does not cover: silent peers, recovery after a timeout, errors, the port. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class TcpConnectionTest {
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(300));

    @Test
    void theConnectionCountsTheBytesOnTheWire() throws Exception {
        try (ServerHandle handle = new TcpServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new TcpClient().connect(handle.endpoint(), SHORT)) {
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
                assertTimeoutPreemptively(Duration.ofSeconds(2),
                        () -> assertThrows(SocketTimeoutException.class, connection::ping));
            }
        }
    }

    @Test
    void aCallAfterATimeoutUsesAFreshSocket() throws Exception {
        ForwardingService slowOnce = new SlowOnceService();
        try (ServerHandle handle = new TcpServer().start(ServerSettings.loopback(), slowOnce);
             BenchmarkConnection connection = new TcpClient().connect(handle.endpoint(), SHORT)) {
            assertThrows(SocketTimeoutException.class, connection::ping);
            // The late reply to that ping must not be taken for this call's.
            assertEquals(27, connection.cube(3));
            connection.ping();
        }
    }

    @Test
    void aServiceFailureIsReportedAndTheConnectionGoesOn() throws Exception {
        ForwardingService failing = new ForwardingService() {
            @Override
            public String getString(int n) {
                throw new IllegalStateException("no string today");
            }
        };
        try (ServerHandle handle = new TcpServer().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = new TcpClient().connect(handle.endpoint(), SHORT)) {
            TcpCallException failure = assertThrows(TcpCallException.class, () -> connection.getString(4));
            assertTrue(failure.getMessage().contains("no string today"), failure.getMessage());
            assertEquals(8, connection.cube(2));
        }
    }

    @Test
    void closingTheServerFreesItsPortAndEndsItsConnections() throws Exception {
        ServerHandle handle = new TcpServer().start(ServerSettings.loopback(), new ReferenceService());
        int port = TcpEndpoint.parse(handle.endpoint()).port();
        try (BenchmarkConnection connection = new TcpClient().connect(handle.endpoint(), SHORT)) {
            connection.ping();
            handle.close();
            handle.close(); // idempotent
            assertThrows(Exception.class, connection::ping);
        }
        PortChecks.assertBindableWithin(ServerSettings.LOOPBACK, port, java.time.Duration.ofSeconds(2));
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
                () -> new TcpClient().connect("tcp://127.0.0.1:1", new ClientSettings(Duration.ofSeconds(1), Map.of("x", "1"))));
        assertTrue(refused.getMessage().contains("x"), refused.getMessage());
    }

    @Test
    void aDeadServerFailsTheConnectAtOnce() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        String endpoint = new TcpEndpoint(ServerSettings.LOOPBACK, port).toString();
        assertTimeoutPreemptively(Duration.ofSeconds(2),
                () -> assertThrows(java.net.ConnectException.class, () -> new TcpClient().connect(endpoint, SHORT)));
    }
}
