package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;

/**
 * What every counting connection's {@link WireBytes} must show, against its real server on
 * loopback: connecting counts what it puts on the wire, a ping puts the same bytes on it every
 * time, eight customers cost more than a ping, and two connections to one server count only
 * their own bytes. Each test fails if the counts stop moving, if the same call moves them by
 * different amounts, or if they take in another connection's traffic.
 *
 * <p>A protocol's test extends it, names its protocol and the options under which its
 * connections count, and keeps its own checks next to these: how its stack reuses, reopens or
 * short-cuts sockets. One server serves the whole test class ({@link #startServer}); a
 * protocol's own tests may use it too ({@link #endpoint}, {@link #connect}). Contract's test
 * jar carries it, next to {@link MiddlewareTestKit}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
public abstract class WireBytesTestKit {
    /**
     * The call timeout of {@link #connect}'s connections, whose every call must be answered: only
     * a hang guard, as a loaded machine may make a cold first call (to a server in another JVM,
     * too) take seconds. The tests never wait for it.
     */
    protected static final Duration CALL_TIMEOUT = LoadedMachine.ANSWERED_CALL;

    private ServerHandle server;

    /** The protocol under test, as its server and client name it. */
    protected abstract String protocol();

    /** Where its server and client are found; the test's own class path by default. */
    protected ClassLoader loader() {
        return getClass().getClassLoader();
    }

    /** The client options under which the protocol's connections count; none by default. */
    protected Map<String, String> countingOptions() {
        return Map.of();
    }

    /** The server every test of the class calls: by default the protocol's own, in this JVM, serving the reference. */
    protected ServerHandle startServer() throws Exception {
        return Middlewares.server(protocol(), loader()).start(ServerSettings.loopback(), new ReferenceService());
    }

    /**
     * Whether connecting calls the server (a look-up, a type check, a handshake) and so counts
     * bytes each way; when it does not, the first call opens the socket. True by default.
     */
    protected boolean connectingCallsTheServer() {
        return true;
    }

    /** The protocol's fixed message header, in bytes: each direction of a call carries more. 0 by default. */
    protected int messageHeaderBytes() {
        return 0;
    }

    /** Runs before each measured call, where the stack needs it for a call to carry the same bytes each time. */
    protected void beforeMeasuredCall() throws Exception {
        // most stacks need nothing
    }

    @BeforeAll
    final void startTheServer() throws Exception {
        server = startServer();
    }

    @AfterAll
    final void stopTheServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    protected final String endpoint() {
        return server.endpoint();
    }

    /** A connection to the class's server, with the counting options. */
    protected final BenchmarkConnection connect() throws Exception {
        return Middlewares.client(protocol(), loader())
                .connect(endpoint(), new ClientSettings(CALL_TIMEOUT, countingOptions()));
    }

    protected static WireBytes wireOf(BenchmarkConnection connection) {
        return connection.wireCounter()
                .orElseThrow(() -> new AssertionError("a connection that counts its bytes on the wire: " + connection.getClass()));
    }

    /** What one call added to the counts, made after {@link #beforeMeasuredCall}. */
    protected final WireDelta measure(WireBytes wire, WireDelta.Call call) throws Exception {
        beforeMeasuredCall();
        return WireDelta.of(wire, call);
    }

    /**
     * The connection's counts, after the calls measured below were made once: a stack may
     * send more with a connection's first request of a kind.
     */
    private static WireBytes warmedUp(BenchmarkConnection connection) throws Exception {
        WireBytes wire = wireOf(connection);
        connection.ping();
        connection.getCustomers(Conformance.SALES_REP, 8);
        return wire;
    }

    @Test
    void connectingCountsWhatItPutsOnTheWire() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            WireBytes wire = wireOf(connection);
            if (connectingCallsTheServer()) {
                assertTrue(wire.bytesSent() > messageHeaderBytes(), "sent while connecting: " + wire.bytesSent());
                assertTrue(wire.bytesReceived() > messageHeaderBytes(),
                        "received while connecting: " + wire.bytesReceived());
            } else {
                assertEquals(0, wire.bytesSent(), "connecting calls nobody, so it sends nothing");
                assertEquals(0, wire.bytesReceived(), "connecting calls nobody, so it receives nothing");
                WireDelta firstCall = measure(wire, connection::ping);
                assertTrue(firstCall.sent() > messageHeaderBytes() && firstCall.received() > messageHeaderBytes(),
                        "the first call opens the socket, and counts: " + firstCall);
            }
        }
    }

    @Test
    void aPingPutsTheSameBytesOnTheWireEveryTime() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            WireBytes wire = warmedUp(connection);
            WireDelta first = measure(wire, connection::ping);
            WireDelta second = measure(wire, connection::ping);
            System.out.printf("%s ping: %s%n", protocol(), first);
            assertTrue(first.sent() > messageHeaderBytes(), "a ping sent " + first.sent() + " bytes");
            assertTrue(first.received() > messageHeaderBytes(), "a ping received " + first.received() + " bytes");
            assertEquals(first.sent(), second.sent(), "bytes sent by two pings");
            assertEquals(first.received(), second.received(), "bytes received by two pings");
        }
    }

    @Test
    void eightCustomersSendMoreThanAPingAndReceiveOver800Bytes() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            WireBytes wire = warmedUp(connection);
            WireDelta ping = measure(wire, connection::ping);
            WireDelta customers = measure(wire, () -> connection.getCustomers(Conformance.SALES_REP, 8));
            System.out.printf("%s getCustomers(%s, 8): %s%n", protocol(), Conformance.SALES_REP, customers);
            assertTrue(customers.sent() > ping.sent(), "two arguments: " + customers.sent() + " bytes sent");
            assertTrue(customers.received() > 8 * 100, "8 customers: " + customers.received() + " bytes received");
        }
    }

    /**
     * Same server, same settings: a stack that pools sockets per server (RMI pools them per
     * host, port and socket factory) would mix the two connections' traffic unless each
     * counts on sockets of its own.
     */
    @Test
    void twoConnectionsCountOnlyTheirOwnBytes() throws Exception {
        try (BenchmarkConnection one = connect(); BenchmarkConnection other = connect()) {
            WireBytes wireOne = wireOf(one);
            WireBytes wireOther = wireOf(other);
            one.ping();
            other.ping();
            long otherSent = wireOther.bytesSent();
            long otherReceived = wireOther.bytesReceived();
            WireDelta ping = measure(wireOne, one::ping);
            assertTrue(ping.sent() > 0 && ping.received() > 0, "the pinging connection counted its ping: " + ping);
            assertEquals(otherSent, wireOther.bytesSent(), "the idle connection's bytes sent");
            assertEquals(otherReceived, wireOther.bytesReceived(), "the idle connection's bytes received");

            long oneSent = wireOne.bytesSent();
            long oneReceived = wireOne.bytesReceived();
            WireDelta customers = measure(wireOther, () -> other.getCustomers(Conformance.SALES_REP, 8));
            assertTrue(customers.received() > 8 * 100, "the other connection counted its customers: " + customers);
            assertEquals(oneSent, wireOne.bytesSent(), "the first connection's bytes sent");
            assertEquals(oneReceived, wireOne.bytesReceived(), "the first connection's bytes received");
        }
    }
}
