package org.mwbench.plugins.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Status;
import io.grpc.StatusException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.grpc.GrpcServer;
import org.mwbench.servers.grpc.ProtoMapping;

/** What the kit does not cover: wire bytes, connecting, per-call deadlines, options, threads. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class GrpcConnectionTest {
    /** For a connect that must time out. */
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(300));
    /**
     * For connects a refusal ends: only a hang guard, so that the refusal, not the timeout, ends
     * them however loaded the machine (the JVM's first connect starts Netty's event loops).
     */
    private static final ClientSettings REFUSED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /** Longer than a warm loopback connect and call take on a loaded machine, shorter than a test should wait. */
    private static final ClientSettings PER_CALL = ClientSettings.withTimeout(Duration.ofSeconds(5));
    /** For calls the test expects answered. */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Test
    void wireBytesCountEachCallsRequestAndReply() throws Exception {
        try (ServerHandle handle = new GrpcServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new GrpcClient().connect(handle.endpoint(), ANSWERED)) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            // connect waited for the HTTP/2 handshake: the preface and SETTINGS are counted already
            assertTrue(wire.bytesSent() >= 24 + 9, "the connection preface and a SETTINGS frame: " + wire.bytesSent());
            assertTrue(wire.bytesReceived() >= 9, "the server's SETTINGS frame: " + wire.bytesReceived());

            long sent0 = wire.bytesSent();
            long received0 = wire.bytesReceived();
            connection.ping();
            long pingSent = wire.bytesSent() - sent0;
            long pingReceived = wire.bytesReceived() - received0;
            // HEADERS (9-byte frame header + HPACK block) and a DATA frame with the 5-byte gRPC
            // prefix of an empty message, each way; the reply ends with a trailers HEADERS frame.
            assertTrue(pingSent >= 9 + 1 + 9 + 5 && pingSent < 400, "ping sent " + pingSent);
            assertTrue(pingReceived >= 9 + 1 + 9 + 5 + 9 + 1 && pingReceived < 400, "ping received " + pingReceived);

            long sent1 = wire.bytesSent();
            long received1 = wire.bytesReceived();
            assertEquals(8, connection.getCustomers(Conformance.SALES_REP, 8).length);
            long customersSent = wire.bytesSent() - sent1;
            long customersReceived = wire.bytesReceived() - received1;
            int message = ProtoMapping.customers(ReferenceData.customers(Conformance.SALES_REP, 8)).getSerializedSize();
            assertTrue(customersSent > 0 && customersSent < 400, "getCustomers sent " + customersSent);
            assertTrue(customersReceived >= message + 5 + 9, "getCustomers received " + customersReceived
                    + " for a message of " + message + " bytes");
            assertTrue(customersReceived < message + 400, "getCustomers received " + customersReceived);
            assertTrue(customersReceived > pingReceived, customersReceived + " > " + pingReceived);
        }
    }

    /**
     * A deadline set once for the connection would have passed by the ping: the client waits
     * longer than the call timeout between two calls that must both succeed. The timeout must
     * still cover a connect and a call, so the JVM's first connection (class loading, Netty's
     * event loops) is made before, with a hang guard's timeout: a 2 s timeout on the cold connect
     * failed at a load of 19. What is left within {@link #PER_CALL} is a warm loopback connect and
     * call. (It used to time four 150 ms pings against a 300 ms timeout, which a loaded machine
     * broke too.)
     */
    @Test
    void eachCallHasADeadlineOfItsOwn() throws Exception {
        try (ServerHandle handle = new GrpcServer().start(ServerSettings.loopback(), new ReferenceService())) {
            try (BenchmarkConnection cold = new GrpcClient().connect(handle.endpoint(), ANSWERED)) {
                cold.cube(1);
            }
            try (BenchmarkConnection connection = new GrpcClient().connect(handle.endpoint(), PER_CALL)) {
                connection.cube(1);
                Thread.sleep(PER_CALL.callTimeout().toMillis() + 500);
                connection.ping();
            }
        }
    }

    @Test
    void aDeadServerFailsTheConnectAtOnce() throws Exception {
        String endpoint = ServerSettings.LOOPBACK + ":" + freePort();
        StatusException refused = assertTimeoutPreemptively(LoadedMachine.hangGuard(REFUSED.callTimeout()),
                () -> assertThrows(StatusException.class, () -> new GrpcClient().connect(endpoint, REFUSED)));
        // UNAVAILABLE, not DEADLINE_EXCEEDED: the refusal ended the connect, not the timeout
        assertEquals(Status.Code.UNAVAILABLE, refused.getStatus().getCode(), refused.toString());
        assertTrue(refused.getMessage().contains("Connection refused") && refused.getCause() != null,
                "gRPC's status says why, in Netty's words: " + refused);
    }

    @Test
    void aPeerThatAcceptsButNeverSpeaksHttp2CannotHangTheConnect() throws Exception {
        // Never accept()ed: the kernel completes the TCP handshake, and no SETTINGS frame ever comes.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = ServerSettings.LOOPBACK + ":" + silent.getLocalPort();
            long started = System.nanoTime();
            StatusException late = assertTimeoutPreemptively(HANG_GUARD,
                    () -> assertThrows(StatusException.class, () -> new GrpcClient().connect(endpoint, SHORT)));
            // the call timeout ended it (a load only makes it later): no upper bound but the guard
            assertEquals(Status.Code.DEADLINE_EXCEEDED, late.getStatus().getCode(), late.toString());
            long waitedMillis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(waitedMillis >= SHORT.callTimeout().toMillis(),
                    "not before the 300 ms call timeout: " + waitedMillis + " ms");
        }
    }

    @Test
    void malformedEndpointsAndUnknownOptionsAreRefused() {
        IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
                () -> new GrpcClient().connect("grpc://127.0.0.1:1", REFUSED));
        assertTrue(malformed.getMessage().contains("HOST:PORT"), malformed.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> new GrpcClient()
                .connect("127.0.0.1:1", new ClientSettings(REFUSED.callTimeout(), Map.of("x", "1"))));
        assertTrue(unknown.getMessage().contains("[x]"), unknown.getMessage());
    }

    @Test
    void closingTheLastConnectionStopsTheClientsEventLoops() throws Exception {
        try (ServerHandle handle = new GrpcServer().start(ServerSettings.loopback(), new ReferenceService())) {
            BenchmarkConnection first = new GrpcClient().connect(handle.endpoint(), ANSWERED);
            BenchmarkConnection second = new GrpcClient().connect(handle.endpoint(), ANSWERED);
            first.ping();
            first.close();
            first.close(); // idempotent
            second.ping(); // the loops are shared: the other connection still works
            assertTrue(clientLoopsRunning());
            second.close();
            long deadline = System.nanoTime() + HANG_GUARD.toNanos();
            while (clientLoopsRunning() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertFalse(clientLoopsRunning(), "no mwbench-grpc-client thread left");
            assertThrows(Exception.class, second::ping, "a closed connection makes no call");
        }
    }

    private static boolean clientLoopsRunning() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(thread -> thread.isAlive() && thread.getName().startsWith("mwbench-grpc-client"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            return probe.getLocalPort();
        }
    }
}
