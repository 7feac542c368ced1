package org.mwbench.plugins.soap.axis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.axis.AxisFault;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.soap.axis.SoapAxisServer;

class AxisSoapConnectionTest {
    /**
     * For calls the test expects answered, or failed for another reason than time (a refusal, a
     * malformed endpoint): only a hang guard.
     */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least; a connect without a timeout waits minutes.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    private final SoapAxisClient client = new SoapAxisClient();

    @Test
    void wireBytesCountEachCallsRequestAndReplyWithTheirHeaders() throws Exception {
        try (ServerHandle handle = new SoapAxisServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = client.connect(handle.endpoint(), ANSWERED)) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            assertEquals(0, wire.bytesSent(), "connect makes no call");
            assertEquals(0, wire.bytesReceived(), "connect makes no call");

            connection.ping();
            long pingSent = wire.bytesSent();
            long pingReceived = wire.bytesReceived();
            // An HTTP/1.0 POST with Axis's seven headers and an envelope; a 200 and an envelope.
            assertTrue(pingSent > 500 && pingSent < 2_000, "ping sent " + pingSent);
            assertTrue(pingReceived > 300 && pingReceived < 2_000, "ping received " + pingReceived);

            connection.getCustomers("rep-7", 8);
            long customersSent = wire.bytesSent() - pingSent;
            long customersReceived = wire.bytesReceived() - pingReceived;
            assertTrue(customersSent > pingSent, "getCustomers sent " + customersSent + ", ping " + pingSent);
            // Eight multi-referenced customers: tens of kilobytes of XML.
            assertTrue(customersReceived > 10 * pingReceived, "getCustomers received " + customersReceived
                    + ", ping " + pingReceived);
        }
    }

    /**
     * Böszörményi et al. 1999's 10 KB of shorts as Axis sends them: a SOAP-encoded array of
     * {@code xsd:short}, each short an element of its own ({@code <item xsi:type="xsd:short">}
     * there, {@code <echoShortsReturn xsi:type="xsd:short">} back), and no multi-reference:
     * Axis's default {@code soapenc:short} sent each as an href and a {@code <multiRef>}, some
     * 220 bytes a short (SoapWire's xsd:short mapping).
     */
    @Test
    void tenKilobytesOfShortsTravelAsOneElementAShort() throws Exception {
        try (ServerHandle handle = new SoapAxisServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = client.connect(handle.endpoint(), ANSWERED)) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            short[] shorts = ReferenceData.shorts(5120);
            assertArrayEquals(shorts, connection.echoShorts(shorts));
            long perShortSent = wire.bytesSent() / shorts.length;
            long perShortReceived = wire.bytesReceived() / shorts.length;
            assertTrue(perShortSent > 30 && perShortSent < 50, "bytes sent a short: " + perShortSent);
            assertTrue(perShortReceived > 50 && perShortReceived < 80, "bytes received a short: " + perShortReceived);
        }
    }

    /**
     * Axis 1.4 on JDK 8 and later fails concurrent requests for one operation with a
     * ConcurrentModificationException unless its service description is guarded (see
     * ThreadSafeServiceDesc in the server module): many threads, one operation, no fault.
     */
    @Test
    void oneOperationFromManyThreadsAtOnceNeverFaults() throws Exception {
        int threads = 8;
        int calls = 150;
        try (ServerHandle handle = new SoapAxisServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = client.connect(handle.endpoint(), ANSWERED)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    long base = t * 1_000L;
                    results.add(pool.submit(() -> {
                        for (int i = 0; i < calls; i++) {
                            assertEquals((base + i) * (base + i) * (base + i), connection.cube(base + i));
                        }
                        return null;
                    }));
                }
                for (Future<?> result : results) {
                    result.get();
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aServiceFailureComesBackAsAFaultAndTheConnectionGoesOn() throws Exception {
        BenchmarkService failing = new ForwardingService() {
            @Override
            public long cube(long x) {
                throw new ArithmeticException("no cube of " + x + " today");
            }
        };
        try (ServerHandle handle = new SoapAxisServer().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = client.connect(handle.endpoint(), ANSWERED)) {
            AxisFault fault = assertThrows(AxisFault.class, () -> connection.cube(3));
            assertTrue(fault.getFaultString().contains("no cube of 3 today"), fault.getFaultString());
            assertEquals(42, connection.stamp(42));
        }
    }

    @Test
    void aPeerThatNeverAnswersFailsTheCallAfterTheTimeout() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            List<Socket> accepted = Collections.synchronizedList(new ArrayList<>());
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        accepted.add(silent.accept()); // and never read nor write
                    }
                } catch (Exception closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            String endpoint = "http://127.0.0.1:" + silent.getLocalPort() + "/axis/services/mwbench";
            try (BenchmarkConnection connection = client.connect(endpoint, ClientSettings.withTimeout(Duration.ofMillis(300)))) {
                long started = System.nanoTime();
                AxisFault fault = assertTimeoutPreemptively(HANG_GUARD,
                        () -> assertThrows(AxisFault.class, connection::ping));
                long waited = (System.nanoTime() - started) / 1_000_000;
                // the 300 ms read timeout ended it, not before (a load only makes it later)
                assertInstanceOf(SocketTimeoutException.class, fault.detail, fault.toString());
                assertTrue(waited >= 250, "waited " + waited + " ms");
            } finally {
                synchronized (accepted) {
                    for (Socket socket : accepted) {
                        socket.close();
                    }
                }
            }
        }
    }

    @Test
    void aConnectToAFullBacklogIsBoundedByTheTimeout() throws Exception {
        // A listener that never accepts: once its backlog is full, the kernel drops new SYNs and
        // a connect without a timeout would wait for minutes.
        try (ServerSocket full = new ServerSocket()) {
            full.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1);
            InetSocketAddress address = (InetSocketAddress) full.getLocalSocketAddress();
            List<Socket> fillers = new ArrayList<>();
            try {
                for (int i = 0; i < 8; i++) {
                    Socket filler = new Socket();
                    fillers.add(filler);
                    try {
                        filler.connect(address, 200);
                    } catch (SocketTimeoutException backlogFull) {
                        break;
                    }
                }
                String endpoint = "http://127.0.0.1:" + address.getPort() + "/axis/services/mwbench";
                long started = System.nanoTime();
                Exception failure = assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(Exception.class,
                        () -> client.connect(endpoint, ClientSettings.withTimeout(Duration.ofMillis(300))).ping()));
                long waited = (System.nanoTime() - started) / 1_000_000;
                // the 300 ms connect timeout ended it, not before (a load only makes it later)
                assertTrue(causes(failure).contains("SocketTimeoutException"), causes(failure));
                assertTrue(waited >= 250, "waited " + waited + " ms: " + failure);
            } finally {
                for (Socket filler : fillers) {
                    filler.close();
                }
            }
        }
    }

    @Test
    void aDeadServerFailsTheConnectAtOnce() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        String endpoint = "http://127.0.0.1:" + port + "/axis/services/mwbench";
        assertThrows(ConnectException.class, () -> client.connect(endpoint, ANSWERED));
    }

    @Test
    void malformedEndpointsAndUnknownOptionsAreRefused() {
        IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
                () -> client.connect("tcp://127.0.0.1:1", ANSWERED));
        assertTrue(malformed.getMessage().contains("http://HOST:PORT/axis/services/mwbench"), malformed.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> client.connect(
                "http://127.0.0.1:1/axis/services/mwbench", new ClientSettings(ANSWERED.callTimeout(), Map.of("keep-alive", "1"))));
        assertTrue(unknown.getMessage().contains("keep-alive"), unknown.getMessage());
    }

    /** The failure and its causes, each as its toString (an AxisFault carries its cause as its detail). */
    private static String causes(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause() != null ? t.getCause()
                : t instanceof AxisFault fault && fault.detail != t ? fault.detail : null) {
            text.append(t).append(" <- ");
        }
        return text.toString();
    }
}
