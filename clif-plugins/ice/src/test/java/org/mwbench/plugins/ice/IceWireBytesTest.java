package org.mwbench.plugins.ice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ice.IceServer;

/**
 * A connection counts the bytes its communicator's connection carries, and only its own.
 * Server and client in one JVM still talk over TCP: Ice short-cuts only calls to an object
 * adapter of the same communicator.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class IceWireBytesTest {
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(Duration.ofSeconds(5));
    /** Ice's message header: magic, versions, type, compression, size. */
    private static final int HEADER = 14;

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
    void aPingPutsTheSameBytesOnTheWireEveryTime() throws Exception {
        try (ServerHandle server = new IceServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new IceClient().connect(server.endpoint(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            connection.ping();
            long[] first = bytesOf(wire, connection::ping);
            long[] second = bytesOf(wire, connection::ping);
            // A request: header, request id, identity, facet, operation, mode, context, params.
            assertTrue(first[0] > HEADER, "a ping sent " + first[0] + " bytes");
            // A reply: header, request id, status, an empty encapsulation.
            assertTrue(first[1] > HEADER, "a ping received " + first[1] + " bytes");
            assertEquals(first[0], second[0], "bytes sent by two pings");
            assertEquals(first[1], second[1], "bytes received by two pings");
        }
    }

    @Test
    void eightCustomersAreMoreThan800BytesReceived() throws Exception {
        try (ServerHandle server = new IceServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new IceClient().connect(server.endpoint(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            connection.getCustomers("rep-7", 8);
            long[] customers = bytesOf(wire, () -> connection.getCustomers("rep-7", 8));
            assertTrue(customers[1] > 8 * 100, "8 customers: " + customers[1] + " bytes received");
        }
    }

    @Test
    void twoConnectionsCountOnlyTheirOwnBytes() throws Exception {
        try (ServerHandle server = new IceServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection one = new IceClient().connect(server.endpoint(), SETTINGS);
             BenchmarkConnection other = new IceClient().connect(server.endpoint(), SETTINGS)) {
            WireBytes wireOne = (WireBytes) one;
            WireBytes wireOther = (WireBytes) other;
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

    @Test
    void connectingCountsTheTypeCheck() throws Exception {
        try (ServerHandle server = new IceServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new IceClient().connect(server.endpoint(), SETTINGS)) {
            WireBytes wire = (WireBytes) connection;
            // The ice_isA request and its reply. The server's validate-connection message (a
            // bare header) arrives before Ice attaches its connection observer: not counted.
            assertTrue(wire.bytesSent() > HEADER, "the ice_isA request: " + wire.bytesSent());
            assertTrue(wire.bytesReceived() > HEADER, "the ice_isA reply: " + wire.bytesReceived());
        }
    }
}
