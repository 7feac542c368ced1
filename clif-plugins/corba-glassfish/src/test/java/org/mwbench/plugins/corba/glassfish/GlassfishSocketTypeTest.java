package org.mwbench.plugins.corba.glassfish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.glassfish.GlassfishOrb;
import org.mwbench.servers.corba.glassfish.GlassfishServer;

/**
 * The client's {@code socket-type}: GlassFish's own NIO channels by default, which cannot be
 * counted, or counting sockets read by a reader thread, which serve and bound calls alike.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class GlassfishSocketTypeTest {
    /**
     * The timeout the frozen ping must meet, well short of its 5 s. The calls it must let through
     * are warm: the JVM's and the server's first call is made before, with {@link #ANSWERED}.
     */
    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    /** For calls the test expects answered or refused for another reason than time: only a hang guard. */
    private static final Duration ANSWERED = LoadedMachine.ANSWERED_CALL;
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    private static ClientSettings socketType(String value, Duration timeout) {
        return new ClientSettings(timeout, Map.of(GlassfishOrb.SOCKET_TYPE, value));
    }

    @Test
    void byDefaultTheConnectionRunsGlassfishsChannelsAndDoesNotCount() throws Exception {
        try (ServerHandle server = new GlassfishServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new GlassfishClient().connect(server.endpoint(),
                     ClientSettings.withTimeout(ANSWERED));
             BenchmarkConnection channels = new GlassfishClient().connect(server.endpoint(),
                     socketType("channel", ANSWERED))) {
            assertEquals(27, connection.cube(3));
            assertEquals(27, channels.cube(3));
            assertTrue(connection.wireCounter().isEmpty(), "no counts rather than made-up ones");
            assertTrue(channels.wireCounter().isEmpty(), "no counts rather than made-up ones");
        }
    }

    @Test
    void withSocketsAFrozenCallIsStillBoundedAndTheConnectionCounts() throws Exception {
        ForwardingService frozenPing = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                Thread.sleep(5_000);
            }
        };
        try (ServerHandle server = new GlassfishServer().start(ServerSettings.loopback(), frozenPing)) {
            try (BenchmarkConnection cold = new GlassfishClient().connect(server.endpoint(),
                    socketType("socket", ANSWERED))) {
                cold.cube(1); // the first call, which a loaded machine may make take seconds
            }
            try (BenchmarkConnection connection = new GlassfishClient().connect(server.endpoint(),
                    socketType("socket", TIMEOUT))) {
                assertEquals(8, connection.cube(2));
                assertTrue(connection.wireCounter().orElseThrow().bytesReceived() > 0, "counted");
                // COMM_FAILURE at the 2 s timeout, long before the 5 s ping would have answered
                assertTimeoutPreemptively(HANG_GUARD,
                        () -> assertThrows(org.omg.CORBA.COMM_FAILURE.class, connection::ping));
            }
        }
    }

    @Test
    void aSocketTypeOtherThanChannelOrSocketIsRefusedByName() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new GlassfishClient().connect("IOR:00", socketType("nio", ANSWERED)).close());
        assertTrue(refused.getMessage().contains("socket-type=nio"), refused.getMessage());
    }
}
