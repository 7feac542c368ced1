package org.mwbench.plugins.fractalrmi;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireBytesTestKit;
import org.mwbench.contract.middleware.WireDelta;
import org.mwbench.servers.fractalrmi.FractalRmiServer;

/**
 * The bytes a connection's ORB puts on its sockets: the contract's kit (connecting counts the
 * look-up), and the count going on across the ORBs the connection starts again after a failure.
 */
@SuppressWarnings("try") // the contract's close() declares Exception
class FractalRmiWireBytesTest extends WireBytesTestKit {

    @Override
    protected String protocol() {
        return "fractal-rmi";
    }

    @Test
    void theCountsGoOnAcrossTheOrbStartedAgainAfterATimeout() throws Exception {
        AtomicBoolean slowOnce = new AtomicBoolean(false);
        ForwardingService slow = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                if (slowOnce.getAndSet(false)) {
                    Thread.sleep(2_000);
                }
            }
        };
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), slow)) {
            // The JVM's and the server's first call may take seconds on a loaded machine: it is made
            // with a timeout only a hang reaches, so that the calls the 1 s timeout below must let
            // through are warm loopback calls (300 ms failed a loaded machine's cold connect).
            try (BenchmarkConnection cold = new FractalRmiClient().connect(handle.endpoint(),
                    ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                cold.ping();
            }
            countsGoOnAcrossATimeout(handle, slowOnce);
        }
    }

    /** Pings on a connection with a 1 s timeout: one the server makes slow times out, and the next is counted. */
    private void countsGoOnAcrossATimeout(ServerHandle handle, AtomicBoolean slowOnce) throws Exception {
        try (BenchmarkConnection connection = new FractalRmiClient().connect(handle.endpoint(),
                ClientSettings.withTimeout(Duration.ofSeconds(1)))) {
            WireBytes wire = wireOf(connection);
            connection.ping();
            WireDelta ping = measure(wire, connection::ping);
            slowOnce.set(true);
            assertThrows(RuntimeException.class, connection::ping);
            WireDelta again = measure(wire, connection::ping); // in a new ORB, on a new socket
            assertTrue(again.sent() >= ping.sent(), "the new socket counts into the same connection: " + again);
            assertTrue(again.received() >= ping.received(), "the new socket counts into the same connection: " + again);
        }
    }
}
