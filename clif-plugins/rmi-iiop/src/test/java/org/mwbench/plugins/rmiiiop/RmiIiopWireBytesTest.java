package org.mwbench.plugins.rmiiiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.rmiiiop.RmiIiopServer;

/**
 * The bytes on the wire, counted on GlassFish's blocking sockets ({@code socket-type=socket});
 * the default NIO transport does not count (see {@link CountingSocketFactory}). Since the
 * counting connection runs another GlassFish transport than the kit's, this also checks that
 * it conforms, serves concurrent calls and closes cleanly.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class RmiIiopWireBytesTest {
    private static final ClientSettings COUNTED = new ClientSettings(Duration.ofSeconds(2),
            Map.of(ClientOptions.SOCKET_TYPE, "socket"));

    @Test
    void theConnectionCountsTheBytesOnTheWire() throws Exception {
        try (ServerHandle handle = new RmiIiopServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new RmiIiopClient().connect(handle.endpoint(), COUNTED)) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            assertEquals(0, wire.bytesSent(), "narrowing the stub makes no call");
            connection.ping(); // warm-up: a connection's first request and reply are larger
            connection.getCustomers("rep-7", 8);

            long[] ping = measure(wire, connection::ping);
            System.out.printf("rmi-iiop ping: %d bytes sent, %d received%n", ping[0], ping[1]);
            // GIOP 1.2: a Request (12-byte header, request id, target key, operation name,
            // service contexts) and a Reply
            assertTrue(ping[0] > 12 && ping[1] > 12, "ping " + ping[0] + " / " + ping[1]);
            long[] again = measure(wire, connection::ping);
            assertEquals(ping[0], again[0], "a second ping sends as much");
            assertEquals(ping[1], again[1], "a second ping receives as much");

            long[] customers = measure(wire, () -> connection.getCustomers("rep-7", 8));
            System.out.printf("rmi-iiop getCustomers(rep-7, 8): %d bytes sent, %d received%n",
                    customers[0], customers[1]);
            assertTrue(customers[0] > ping[0], "two arguments: " + customers[0]);
            assertTrue(customers[1] > 8 * 100, "8 customers: " + customers[1] + " bytes");
        }
    }

    @Test
    void twoConnectionsCountIndependently() throws Exception {
        try (ServerHandle handle = new RmiIiopServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection first = new RmiIiopClient().connect(handle.endpoint(), COUNTED);
             BenchmarkConnection second = new RmiIiopClient().connect(handle.endpoint(), COUNTED)) {
            WireBytes one = (WireBytes) first;
            WireBytes two = (WireBytes) second;
            first.ping();
            second.ping();
            long twoSent = two.bytesSent();
            long twoReceived = two.bytesReceived();
            long[] onFirst = measure(one, () -> first.getCustomers("rep-7", 8));
            assertTrue(onFirst[1] > 8 * 100, "the first counts its own call: " + onFirst[1]);
            assertEquals(twoSent, two.bytesSent(), "the second saw nothing of the first's call");
            assertEquals(twoReceived, two.bytesReceived(), "the second saw nothing of the first's call");

            long oneSent = one.bytesSent();
            long oneReceived = one.bytesReceived();
            long[] onSecond = measure(two, second::ping);
            assertTrue(onSecond[0] > 0 && onSecond[1] > 0, "the second counts its own call");
            assertEquals(oneSent, one.bytesSent(), "and the first nothing of it");
            assertEquals(oneReceived, one.bytesReceived(), "and the first nothing of it");
        }
    }

    @Test
    void theDefaultTransportDoesNotPretendToCount() throws Exception {
        try (ServerHandle handle = new RmiIiopServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new RmiIiopClient().connect(handle.endpoint(),
                     ClientSettings.withTimeout(Duration.ofSeconds(2)))) {
            assertFalse(connection instanceof WireBytes, "GlassFish's NIO channels cannot be counted");
            connection.ping();
        }
    }

    @Test
    void theCountingTransportConformsAndServesConcurrentCalls() throws Exception {
        try (ServerHandle handle = new RmiIiopServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new RmiIiopClient().connect(handle.endpoint(), COUNTED)) {
            Conformance.assertConforms(connection);
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                List<Future<?>> calls = new ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    calls.add(pool.submit(() -> {
                        for (int i = 0; i < 100; i++) {
                            assertEquals(i * (long) i * i, connection.cube(i));
                        }
                        return null;
                    }));
                }
                for (Future<?> call : calls) {
                    call.get();
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aClosedCountingConnectionFailsItsCallsAndClosesQuickly() throws Exception {
        try (ServerHandle handle = new RmiIiopServer().start(ServerSettings.loopback(), new ReferenceService())) {
            BenchmarkConnection connection = new RmiIiopClient().connect(handle.endpoint(), COUNTED);
            connection.ping();
            assertTrue(readerThreads() > 0, "GlassFish reads a blocking socket in a reader thread of its own");
            assertTimeoutPreemptively(Duration.ofSeconds(2), connection::close);
            assertThrows(Exception.class, connection::ping);
            long deadline = System.nanoTime() + 2_000_000_000L;
            while (readerThreads() > 0 && System.nanoTime() - deadline < 0) {
                Thread.sleep(10);
            }
            assertEquals(0, readerThreads(), "the reader thread ends with the connection");
        }
    }

    /** Threads in GlassFish's reader loop for a blocking socket (the server's NIO transport has none). */
    private static long readerThreads() {
        return Thread.getAllStackTraces().values().stream()
                .filter(stack -> Arrays.stream(stack).anyMatch(frame -> frame.getClassName().endsWith("ReaderThreadImpl")))
                .count();
    }

    @Test
    void anUnknownSocketTypeIsRefusedByName() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new RmiIiopClient()
                .connect("IOR:00", new ClientSettings(Duration.ofSeconds(1), Map.of(ClientOptions.SOCKET_TYPE, "udp"))));
        assertTrue(refused.getMessage().contains("socket-type=udp"),
                refused.getMessage());
    }

    private interface Call {
        void run() throws Exception;
    }

    private static long[] measure(WireBytes wire, Call call) throws Exception {
        long sent = wire.bytesSent();
        long received = wire.bytesReceived();
        call.run();
        return new long[] {wire.bytesSent() - sent, wire.bytesReceived() - received};
    }
}
