package org.mwbench.plugins.xmlrpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.apache.xmlrpc.XmlRpcException;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.xmlrpc.XmlRpcEndpoint;
import org.mwbench.servers.xmlrpc.XmlRpcServer;

/** What the kit does not cover: wire bytes, silent peers, the client pool, hostile replies, a dead server. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class XmlRpcConnectionTest {
    /** For calls that must time out. */
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(300));
    /**
     * For calls that must be answered, or fail for another reason than time (a refusal, a fault):
     * only a hang guard, since a loaded machine's first calls, loading classes, may take seconds.
     */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);
    private static final String EX = "http://ws.apache.org/xmlrpc/namespaces/extensions";

    private static ServerHandle start(org.mwbench.contract.BenchmarkService service, Map<String, String> options)
            throws Exception {
        return new XmlRpcServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), service);
    }

    @Test
    void wireBytesCountHeadersAndBodiesOfEachCall() throws Exception {
        try (ServerHandle handle = start(new ReferenceService(), Map.of());
             BenchmarkConnection connection = new XmlRpcClient().connect(handle.endpoint(), ANSWERED)) {
            WireBytes wire = (WireBytes) connection;
            assertEquals(0, wire.bytesSent(), "a fresh connection has sent nothing");
            long sent = wire.bytesSent();
            long received = wire.bytesReceived();
            connection.ping();
            long pingSent = wire.bytesSent() - sent;
            long pingReceived = wire.bytesReceived() - received;
            // A POST with its headers and a methodCall; a 200 with its headers and a methodResponse.
            assertTrue(pingSent > 150 && pingSent < 1_000, "ping sent " + pingSent);
            assertTrue(pingReceived > 150 && pingReceived < 1_000, "ping received " + pingReceived);

            sent = wire.bytesSent();
            received = wire.bytesReceived();
            connection.getCustomers("rep-7", 8);
            long customersSent = wire.bytesSent() - sent;
            long customersReceived = wire.bytesReceived() - received;
            assertTrue(customersSent > pingSent, "two parameters: " + customersSent);
            assertTrue(customersReceived > 10 * pingReceived, "eight customers as XML: " + customersReceived);
        }
    }

    @Test
    void keepAliveOffStillServesEveryCall() throws Exception {
        try (ServerHandle handle = start(new ReferenceService(), Map.of("keepalive", "false"));
             BenchmarkConnection connection = new XmlRpcClient().connect(handle.endpoint(), ANSWERED)) {
            for (int i = 0; i < 5; i++) {
                assertEquals(27, connection.cube(3));
            }
            assertEquals(8, connection.getCustomers("rep-7", 8).length);
        }
    }

    @Test
    void aPeerThatAcceptsButNeverAnswersCannotHangACall() throws Exception {
        // Never accept()ed: the kernel completes the handshake and the request sits unread.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = new XmlRpcEndpoint(ServerSettings.LOOPBACK, silent.getLocalPort()).toString();
            try (BenchmarkConnection connection = new XmlRpcClient().connect(endpoint, SHORT)) {
                XmlRpcException failure = assertTimeoutPreemptively(HANG_GUARD,
                        () -> assertThrows(XmlRpcException.class, connection::ping));
                assertTrue(failure.getCause() instanceof SocketTimeoutException, failure.toString());
            }
        }
    }

    /**
     * Calls that find every connection of the client's pool busy wait the call timeout and fail,
     * named as the client's own limit rather than the server's. One pooled connection, a peer
     * that never answers, three calls: the first holds the connection until its read times out,
     * the second takes it then, and the third, having waited as long, gets none.
     */
    @Test
    void aCallThatGetsNoPooledConnectionIsNamedAsTheClientPoolsLimit() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 8, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = new XmlRpcEndpoint(ServerSettings.LOOPBACK, silent.getLocalPort()).toString();
            XmlRpcClient client = new XmlRpcClient();
            // 2 s rather than 600 ms: the three calls must start within one timeout of each other,
            // which a loaded machine's thread scheduling may not do in 600 ms
            ClientSettings onePooled = new ClientSettings(Duration.ofSeconds(2), Map.of("connections", "1"));
            try (BenchmarkConnection connection = client.connect(endpoint, onePooled)) {
                java.util.concurrent.ExecutorService callers = java.util.concurrent.Executors.newFixedThreadPool(3);
                try {
                    java.util.List<java.util.concurrent.Future<String>> kinds = new java.util.ArrayList<>();
                    for (int call = 0; call < 3; call++) {
                        kinds.add(callers.submit(() -> {
                            try {
                                connection.ping();
                                return "answered";
                            } catch (Exception e) {
                                return client.failureKind(e);
                            }
                        }));
                        Thread.sleep(call == 0 ? 150 : 0);
                    }
                    java.util.List<String> seen = new java.util.ArrayList<>();
                    for (java.util.concurrent.Future<String> kind : kinds) {
                        seen.add(kind.get(HANG_GUARD.toSeconds(), java.util.concurrent.TimeUnit.SECONDS));
                    }
                    assertTrue(seen.contains(XmlRpcClient.POOL_EXHAUSTED), seen.toString());
                    assertTrue(seen.contains("XmlRpcException"), "the others timed out reading: " + seen);
                } finally {
                    callers.shutdownNow();
                }
            }
        }
    }

    @Test
    void aFaultsSerializedCauseIsNotDeserialized() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(new TellTale());
        }
        String fault = "<?xml version=\"1.0\"?><methodResponse xmlns:ex=\"" + EX + "\"><fault><value><struct>"
                + "<member><name>faultCode</name><value><i4>7</i4></value></member>"
                + "<member><name>faultString</name><value>planted</value></member>"
                + "<member><name>faultCause</name><value><base64>" + Base64.getEncoder().encodeToString(bytes.toByteArray())
                + "</base64></value></member></struct></value></fault></methodResponse>";
        TellTale.deserialized = false;
        try (OneShotHttpServer server = new OneShotHttpServer(fault);
             BenchmarkConnection connection = new XmlRpcClient().connect(server.endpoint(), ANSWERED)) {
            XmlRpcException failure = assertThrows(XmlRpcException.class, connection::ping);
            assertEquals(7, failure.code);
            assertEquals("planted", failure.getMessage());
            assertNull(failure.getCause(), "no cause read from the reply");
            assertTrue(!TellTale.deserialized, "the planted object was never deserialized");
        }
    }

    @Test
    void aSerializedResultIsRefused() throws Exception {
        String reply = "<?xml version=\"1.0\"?><methodResponse xmlns:ex=\"" + EX + "\"><params><param><value>"
                + "<ex:serializable>rO0ABQ==</ex:serializable></value></param></params></methodResponse>";
        try (OneShotHttpServer server = new OneShotHttpServer(reply);
             BenchmarkConnection connection = new XmlRpcClient().connect(server.endpoint(), ANSWERED)) {
            XmlRpcException failure = assertThrows(XmlRpcException.class, () -> connection.echoBytes(new byte[1]));
            assertTrue(failure.getMessage().contains("Unknown type"), failure.getMessage());
        }
    }

    @Test
    void aDeadServerFailsTheFirstCallAtOnce() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        String endpoint = new XmlRpcEndpoint(ServerSettings.LOOPBACK, port).toString();
        try (BenchmarkConnection connection = new XmlRpcClient().connect(endpoint, ANSWERED)) {
            XmlRpcException failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(ANSWERED.callTimeout()),
                    () -> assertThrows(XmlRpcException.class, connection::ping));
            // a ConnectException, not a SocketTimeoutException: the refusal ended it, not the timeout
            assertTrue(failure.getCause() instanceof java.net.ConnectException, failure.toString());
        }
    }

    @Test
    void badClientOptionsAreRefused() {
        for (Map<String, String> options : java.util.List.of(Map.of("x", "1"), Map.of("connections", "0"))) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new XmlRpcClient()
                    .connect("http://127.0.0.1:1/RPC2", new ClientSettings(ANSWERED.callTimeout(), options)));
            assertTrue(refused.getMessage().contains(options.keySet().iterator().next()), refused.getMessage());
        }
    }

    /** Records whether it was ever deserialized. */
    static final class TellTale extends IOException implements Serializable {
        private static final long serialVersionUID = 1L;
        static volatile boolean deserialized;

        private void readObject(java.io.ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            deserialized = true;
        }
    }
}
