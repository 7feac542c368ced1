package org.mwbench.plugins.rmiiiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.WireBytesTestKit;

/**
 * The bytes on the wire, counted on GlassFish's blocking sockets ({@code socket-type=socket});
 * the default NIO transport does not count (see {@link org.mwbench.servers.glassfish.sockets.CountingSocketFactory}). The contract's
 * kit, where narrowing the stub makes no call, so the first call opens the socket. Since the
 * counting connection runs another GlassFish transport than the middleware kit's, this also
 * checks that it conforms, serves concurrent calls and closes cleanly.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class RmiIiopWireBytesTest extends WireBytesTestKit {
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is 30 s
     * at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Override
    protected String protocol() {
        return "rmi-iiop";
    }

    @Override
    protected Map<String, String> countingOptions() {
        return Map.of(ClientOptions.SOCKET_TYPE, "socket");
    }

    /** Narrowing the stub asks nobody. */
    @Override
    protected boolean connectingCallsTheServer() {
        return false;
    }

    /**
     * GIOP 1.2's header: a Request adds its request id, target key, operation name and service
     * contexts, a Reply its request id and status.
     */
    @Override
    protected int messageHeaderBytes() {
        return 12;
    }

    @Test
    void theDefaultTransportDoesNotPretendToCount() throws Exception {
        try (BenchmarkConnection connection = new RmiIiopClient().connect(endpoint(),
                ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            assertTrue(connection.wireCounter().isEmpty(), "GlassFish's NIO channels cannot be counted");
            connection.ping();
        }
    }

    @Test
    void theCountingTransportConformsAndServesConcurrentCalls() throws Exception {
        try (BenchmarkConnection connection = connect()) {
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
    void aClosedCountingConnectionFailsItsCallsAndEndsItsReaderThread() throws Exception {
        BenchmarkConnection connection = connect();
        connection.ping();
        assertTrue(readerThreads() > 0, "GlassFish reads a blocking socket in a reader thread of its own");
        assertTimeoutPreemptively(HANG_GUARD, connection::close);
        assertThrows(Exception.class, connection::ping);
        long deadline = System.nanoTime() + HANG_GUARD.toNanos();
        while (readerThreads() > 0 && System.nanoTime() - deadline < 0) {
            Thread.sleep(10);
        }
        assertEquals(0, readerThreads(), "the reader thread ends with the connection");
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
                .connect("IOR:00", new ClientSettings(LoadedMachine.ANSWERED_CALL, Map.of(ClientOptions.SOCKET_TYPE, "udp"))));
        assertTrue(refused.getMessage().contains("socket-type=udp"), refused.getMessage());
    }
}
