package org.mwbench.plugins.fractalrmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.fractalrmi.FractalRmiServer;

/** The bytes a connection's ORB puts on its sockets, across the ORBs it starts again after a failure. */
@SuppressWarnings("try") // the contract's close() declares Exception
class FractalRmiWireBytesTest {
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(Duration.ofSeconds(2));

    @Test
    void theConnectionCountsTheBytesOnTheWire() throws Exception {
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new FractalRmiClient().connect(handle.endpoint(), SETTINGS)) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            assertTrue(wire.bytesSent() > 0 && wire.bytesReceived() > 0, "the look-up went over the connection's socket");
            connection.ping(); // warm-up
            connection.getCustomers("rep-7", 8);

            long[] ping = measure(wire, connection::ping);
            System.out.printf("fractal-rmi ping: %d bytes sent, %d received%n", ping[0], ping[1]);
            assertTrue(ping[0] > 0 && ping[1] > 0, "ping " + ping[0] + " / " + ping[1]);
            long[] again = measure(wire, connection::ping);
            assertEquals(ping[0], again[0], "a second ping sends as much");
            assertEquals(ping[1], again[1], "a second ping receives as much");

            long[] customers = measure(wire, () -> connection.getCustomers("rep-7", 8));
            System.out.printf("fractal-rmi getCustomers(rep-7, 8): %d bytes sent, %d received%n",
                    customers[0], customers[1]);
            assertTrue(customers[0] > ping[0], "two arguments: " + customers[0]);
            assertTrue(customers[1] > 8 * 100, "8 customers: " + customers[1] + " bytes");
        }
    }

    @Test
    void twoConnectionsCountIndependently() throws Exception {
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection first = new FractalRmiClient().connect(handle.endpoint(), SETTINGS);
             BenchmarkConnection second = new FractalRmiClient().connect(handle.endpoint(), SETTINGS)) {
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
    void theCountsGoOnAcrossTheOrbStartedAgainAfterATimeout() throws Exception {
        AtomicBoolean slowOnce = new AtomicBoolean(false);
        ForwardingService slow = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                if (slowOnce.getAndSet(false)) {
                    Thread.sleep(800);
                }
            }
        };
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), slow);
             BenchmarkConnection connection = new FractalRmiClient().connect(handle.endpoint(),
                     ClientSettings.withTimeout(Duration.ofMillis(300)))) {
            WireBytes wire = (WireBytes) connection;
            connection.ping();
            long[] ping = measure(wire, connection::ping);
            slowOnce.set(true);
            assertThrows(RuntimeException.class, connection::ping);
            long sent = wire.bytesSent();
            long received = wire.bytesReceived();
            connection.ping(); // in a new ORB, on a new socket
            assertTrue(wire.bytesSent() - sent >= ping[0], "the new socket counts into the same connection");
            assertTrue(wire.bytesReceived() - received >= ping[1], "the new socket counts into the same connection");
        }
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
