package org.mwbench.plugins.thrift.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.thrift.ThriftServer;
import org.mwbench.servers.thrift.WireProtocol;

/** The client's pool of sockets: its limit ({@code connections}) and its options. */
@Timeout(60)
class ThriftClientPoolTest {
    private static final AbstractThriftClient CLIENT = new AbstractThriftClient(WireProtocol.BINARY) {
        @Override
        public String protocol() {
            return ThriftServer.PROTOCOL;
        }
    };

    /** How long the server's ping takes: below the call timeout, and the skew the three calls' starts may have. */
    private static final long PING_MILLIS = 3_000;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(4);

    /**
     * Three pings at once through a pool of one socket, each taking {@value #PING_MILLIS} ms on
     * the server: the first holds the socket, and of the other two, the one that gets it next
     * holds it at least as long again, so the last waits past its call timeout, whatever the
     * machine's speed (only lower bounds are involved), and fails as the client's own limit.
     */
    @Test
    void aCallBeyondThePoolWaitsTheCallTimeoutAndFailsAsTheClientsOwnLimit() throws Exception {
        ForwardingService slowPing = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                Thread.sleep(PING_MILLIS);
            }
        };
        ExecutorService callers = Executors.newFixedThreadPool(3);
        try (ServerHandle handle = new ThriftServer().start(ServerSettings.loopback(), slowPing);
             BenchmarkConnection connection = CLIENT.connect(handle.endpoint(),
                     new ClientSettings(CALL_TIMEOUT, Map.of("connections", "1")))) {
            List<Future<Void>> pings = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                pings.add(callers.submit(() -> {
                    connection.ping();
                    return null;
                }));
            }
            List<Throwable> failures = new ArrayList<>();
            for (Future<Void> ping : pings) {
                try {
                    ping.get(50, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    failures.add(e.getCause());
                }
            }
            assertTrue(failures.stream().anyMatch(PoolExhaustedException.class::isInstance),
                    "one ping found the pool of one busy for its whole timeout: " + failures);
            Throwable exhausted = failures.stream().filter(PoolExhaustedException.class::isInstance).findFirst().get();
            assertEquals(AbstractThriftClient.POOL_EXHAUSTED, CLIENT.failureKind(exhausted));
        } finally {
            callers.shutdownNow();
            assertTrue(callers.awaitTermination(50, TimeUnit.SECONDS), "the callers ended");
        }
    }

    @Test
    void badOptionsAreRefusedNamingThem() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> CLIENT.connect("127.0.0.1:9090", refusable(Map.of("pool", "2"))));
        assertTrue(unknown.getMessage().contains("pool"), unknown.getMessage());
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> CLIENT.connect("127.0.0.1:9090", refusable(Map.of("connections", "0"))));
        assertTrue(zero.getMessage().contains("connections"), zero.getMessage());
    }

    /** Settings whose options connect must refuse before any call: the timeout is only a hang guard. */
    private static ClientSettings refusable(Map<String, String> options) {
        return new ClientSettings(LoadedMachine.ANSWERED_CALL, options);
    }
}
