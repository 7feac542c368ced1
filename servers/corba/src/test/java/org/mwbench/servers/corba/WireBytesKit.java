package org.mwbench.servers.corba;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WireBytes;

/**
 * A CORBA connection counts the bytes its ORB's sockets carry, and only its own. The server
 * runs in a child JVM, as in the latency plans: in one JVM and one class loader, JacORB
 * short-cuts the call through its in-memory IIOP loopback and no socket is used. Each ORB's
 * client module runs it, with {@code mwbench.corba.plugin} naming its target folder.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
public abstract class WireBytesKit {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private ChildJvmServer server;

    protected abstract String protocol();

    /** The client options under which the ORB's connections count; none by default. */
    protected Map<String, String> countingOptions() {
        return Map.of();
    }

    @BeforeAll
    void startServer() throws Exception {
        server = ChildJvmServer.start(protocol(), ProtocolClasspath.ofModuleNamedBy("mwbench.corba.plugin"));
    }

    @AfterAll
    void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    private BenchmarkConnection connect() throws Exception {
        return Middlewares.client(protocol(), getClass().getClassLoader())
                .connect(server.endpoint(), new ClientSettings(TIMEOUT, countingOptions()));
    }

    /** What one call added to the connection's counts: {sent, received}. */
    private static long[] bytesOf(WireBytes wire, ThrowingCall call) throws Exception {
        long sent = wire.bytesSent();
        long received = wire.bytesReceived();
        call.run();
        return new long[] {wire.bytesSent() - sent, wire.bytesReceived() - received};
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws Exception;
    }

    @Test
    void connectingOpensTheConnectionSoTheFirstCallDoesNot() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            WireBytes wire = (WireBytes) connection;
            // narrow alone would ask nobody; connect's _non_existent request and its reply.
            assertTrue(wire.bytesSent() > 0, "sent while connecting: " + wire.bytesSent());
            assertTrue(wire.bytesReceived() > 0, "received while connecting: " + wire.bytesReceived());
        }
    }

    @Test
    void aPingPutsTheSameBytesOnTheWireEveryTime() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            WireBytes wire = (WireBytes) connection;
            connection.ping(); // warm-up: whatever an ORB sends once per connection
            long[] first = bytesOf(wire, connection::ping);
            long[] second = bytesOf(wire, connection::ping);
            assertTrue(first[0] > 0 && first[1] > 0, "a ping sent " + first[0] + ", received " + first[1]);
            assertEquals(first[0], second[0], "bytes sent by two pings");
            assertEquals(first[1], second[1], "bytes received by two pings");
        }
    }

    @Test
    void eightCustomersAreMoreThan800BytesReceived() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            WireBytes wire = (WireBytes) connection;
            connection.getCustomers("rep-7", 8);
            long[] customers = bytesOf(wire, () -> connection.getCustomers("rep-7", 8));
            assertTrue(customers[1] > 8 * 100, "8 customers: " + customers[1] + " bytes received");
        }
    }

    @Test
    void twoConnectionsCountOnlyTheirOwnBytes() throws Exception {
        try (BenchmarkConnection one = connect(); BenchmarkConnection other = connect()) {
            WireBytes wireOne = (WireBytes) one;
            WireBytes wireOther = (WireBytes) other;
            one.ping();
            other.ping();
            long otherSent = wireOther.bytesSent();
            long otherReceived = wireOther.bytesReceived();
            long[] ping = bytesOf(wireOne, one::ping);
            assertTrue(ping[0] > 0 && ping[1] > 0, "the pinging connection counted its ping");
            assertEquals(otherSent, wireOther.bytesSent(), "the idle connection's bytes sent");
            assertEquals(otherReceived, wireOther.bytesReceived(), "the idle connection's bytes received");

            long oneSent = wireOne.bytesSent();
            long oneReceived = wireOne.bytesReceived();
            long[] customers = bytesOf(wireOther, () -> other.getCustomers("rep-7", 8));
            assertTrue(customers[1] > 8 * 100, "the other connection counted its customers");
            assertEquals(oneSent, wireOne.bytesSent(), "the first connection's bytes sent");
            assertEquals(oneReceived, wireOne.bytesReceived(), "the first connection's bytes received");
        }
    }
}
