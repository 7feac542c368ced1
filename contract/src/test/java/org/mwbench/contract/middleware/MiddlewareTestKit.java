package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.ServiceLimits;
import org.mwbench.contract.SlowOnceService;

/**
 * The one test every middleware passes, against its real server on loopback: its answers
 * conform to the reference field by field, a shared connection serves concurrent calls,
 * a frozen server cannot hang a call past the timeout, a late reply is not taken for the next
 * call's, a service's failure reaches the client with its message and leaves the connection
 * working, a closed server makes calls fail and gives its port back, a busy port fails the start
 * with the middleware's own message, unknown options are refused, and sizes above the
 * contract's limits get an error reply that leaves the connection working. A protocol's test
 * extends it and names its protocol, and may name the exceptions its client raises
 * ({@link #timeoutException()}, {@link #serviceFailureException()},
 * {@link #closedServerException()}); contract's test jar carries it.
 */
public abstract class MiddlewareTestKit {
    /**
     * The timeout of a connect that must time out (at a silent endpoint): short, so that the test
     * stays quick. What it must let through before is a warm loopback call only: the JVM's and
     * the server's first call, which a loaded machine may make take seconds, is made before on a
     * connection of its own with the answered timeout ({@code makeTheFirstCall}).
     */
    protected static final Duration CALL_TIMEOUT = Duration.ofSeconds(2);
    /**
     * The timeout of connections whose calls must be answered, or fail for another reason than
     * time: only a hang guard, since a loaded machine may make any call, a cold first one above
     * all, take seconds.
     */
    private static final Duration ANSWER_TIMEOUT = LoadedMachine.ANSWERED_CALL;

    /** The protocol under test, as its server and client name it. */
    protected abstract String protocol();

    /**
     * The protocol of the server the client calls: {@link #protocol()}, unless the client is a
     * variant of another protocol's client ({@link MiddlewareClient#serverProtocol()}).
     */
    protected String serverProtocol() {
        return protocol();
    }

    /** Where its server and client are found; the test's own class path by default. */
    protected ClassLoader loader() {
        return getClass().getClassLoader();
    }

    /**
     * The exception this middleware's client raises for a call past its timeout. Any exception
     * by default; a protocol whose client raises one type names it, so that the kit checks it.
     */
    protected Class<? extends Exception> timeoutException() {
        return Exception.class;
    }

    /** The exception its client raises when the service threw: the middleware's remote error. */
    protected Class<? extends Exception> serviceFailureException() {
        return Exception.class;
    }

    /** The exception its client raises for a call to a server closed under it. */
    protected Class<? extends Exception> closedServerException() {
        return Exception.class;
    }

    protected final MiddlewareServer server() {
        return Middlewares.server(serverProtocol(), loader());
    }

    protected final MiddlewareClient client() {
        return Middlewares.client(protocol(), loader());
    }

    protected final BenchmarkConnection connect(ServerHandle handle, Duration timeout) throws Exception {
        return client().connect(handle.endpoint(), ClientSettings.withTimeout(timeout));
    }

    /**
     * Makes a first call to the server on a connection of its own, with the answered timeout: the
     * JVM's and the server's first call (class loading, a channel, an ORB or a server thread set
     * up) may take seconds on a loaded machine, so a test whose connection must both answer and
     * time out makes it here first, and its short timeout then has only warm loopback calls to
     * let through. The call is a stamp: the services of those tests freeze or slow their ping.
     */
    private void makeTheFirstCall(ServerHandle handle) throws Exception {
        try (BenchmarkConnection first = connect(handle, ANSWER_TIMEOUT)) {
            assertEquals(1L, first.stamp(1), "the first call");
        }
    }

    @Test
    void serverAndClientAreFoundByProtocol() {
        assertEquals(serverProtocol(), server().protocol());
        assertEquals(protocol(), client().protocol());
        assertEquals(serverProtocol(), client().serverProtocol(), "the server protocol the client declares");
    }

    @Test
    void answersConformToTheReference() throws Exception {
        try (ServerHandle handle = server().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = connect(handle, ANSWER_TIMEOUT)) {
            String endpoint = handle.endpoint();
            assertFalse(endpoint.isBlank(), "an endpoint");
            assertFalse(endpoint.contains("\n") || endpoint.contains("\r"), "an endpoint on one line: " + endpoint);
            Conformance.assertConforms(connection);
        }
    }

    @Test
    void aSharedConnectionServesConcurrentCalls() throws Exception {
        int threads = 4;
        int calls = 200;
        try (ServerHandle handle = server().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = connect(handle, ANSWER_TIMEOUT)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Integer>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    long base = t * 1_000_000L;
                    results.add(pool.submit(() -> {
                        for (int i = 0; i < calls; i++) {
                            long x = base + i;
                            assertEquals(x * x * x, connection.cube(x));
                            assertEquals(x, connection.stamp(x));
                        }
                        return calls;
                    }));
                }
                for (Future<Integer> result : results) {
                    assertEquals(calls, result.get());
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aFrozenServerCannotHangACallPastTheTimeout() throws Exception {
        // The frozen ping must time out; the connect and the stamp before it must fit the same
        // timeout, which they do warm: the first call is made before, on a connection of its own.
        Duration timeout = Duration.ofSeconds(1);
        CountDownLatch thaw = new CountDownLatch(1);
        BenchmarkService frozen = new ForwardingService() {
            @Override
            public void ping() {
                try {
                    thaw.await(LoadedMachine.HANG_GUARD.toMillis(), TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        try (ServerHandle handle = server().start(ServerSettings.loopback(), frozen)) {
            makeTheFirstCall(handle);
            try (BenchmarkConnection connection = connect(handle, timeout)) {
                try {
                    connection.stamp(1); // connected, so the ping's wait is the server's alone
                    long started = System.nanoTime();
                    // The ping returns only when the test thaws it: failing at all is the timeout's work.
                    Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(timeout),
                            () -> assertThrows(Exception.class, connection::ping));
                    long waitedMillis = (System.nanoTime() - started) / 1_000_000;
                    assertTrue(waitedMillis >= timeout.toMillis() / 2,
                            "gave up too early, after " + waitedMillis + " ms: " + failure);
                } finally {
                    // before the connection and the server close, which may wait for the frozen call
                    thaw.countDown();
                }
            }
        }
    }

    /**
     * A server that stopped answering at the endpoint it published (its port now silent: SYNs
     * dropped, as at an address no host answers for) fails the client by its call timeout,
     * connecting included, whether the client connects in {@code connect} or on its first call.
     * The client is warm (it called the live server first), so what waits is its connect. A client
     * without a connect timeout would wait for the kernel's SYN retries, about two minutes: far
     * past the hang guard.
     */
    @Test
    void aSilentEndpointFailsWithinTheCallTimeout() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = free.getLocalPort();
        }
        // The JVM's first call is made against another server, so that no connection with the
        // answered timeout to the endpoint under test is kept (see below).
        try (ServerHandle other = server().start(ServerSettings.loopback(), new ReferenceService())) {
            makeTheFirstCall(other);
        }
        // Then the call at the endpoint that will fall silent has the call timeout, like the connect
        // under test: a client may keep that connection (the JDK's HTTP keep-alive cache) and, when
        // it fails, reconnect with the timeout it was made with, not the one of the call at hand.
        String endpoint;
        try (ServerHandle handle = server().start(new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()),
                new ReferenceService())) {
            endpoint = handle.endpoint();
            try (BenchmarkConnection warm = connect(handle, CALL_TIMEOUT)) {
                warm.ping();
            }
        }
        try (SilentPort silent = SilentPort.at(ServerSettings.LOOPBACK, port)) {
            long started = System.nanoTime();
            Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(CALL_TIMEOUT), () -> assertThrows(Exception.class,
                    () -> {
                        try (BenchmarkConnection connection = client().connect(endpoint,
                                ClientSettings.withTimeout(CALL_TIMEOUT))) {
                            connection.ping();
                        }
                    }));
            long tookMillis = (System.nanoTime() - started) / 1_000_000;
            System.out.println(protocol() + ": a silent endpoint failed after " + tookMillis + " ms: " + failure);
            assertFalse(causeChain(failure).isBlank(), "the middleware's exception");
        }
    }

    /**
     * A call times out while the server still works on it; the next call on the same connection
     * gets its own reply, not the late one. The test waits until the late reply has been sent,
     * so that a client that pairs replies with calls by order alone reads the wrong one.
     */
    @Test
    void aLateReplyIsNotTakenForTheNextCall() throws Exception {
        SlowOnceService slowOnce = new SlowOnceService();
        // 1 s, and a ping of 2 s, well past it. The one connection must also answer its connect
        // (some clients call at connect) and the calls around the ping within 1 s, which it does
        // warm: the first call is made before, on a connection of its own.
        Duration timeout = Duration.ofSeconds(1);
        try (ServerHandle handle = server().start(ServerSettings.loopback(), slowOnce)) {
            makeTheFirstCall(handle);
            try (BenchmarkConnection connection = connect(handle, timeout)) {
                connection.stamp(1); // connected, so the ping's wait is the server's alone
                Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(timeout),
                        () -> assertThrows(timeoutException(), connection::ping));
                assertTrue(slowOnce.awaitSlowPing(LoadedMachine.hangGuard(SlowOnceService.SLOW_PING)),
                        "the server never finished the slow ping; the client failed with " + failure);
                Thread.sleep(200); // the late reply reaches the client's socket
                assertEquals(27, connection.cube(3), "the call after a timeout gets its own reply");
                assertEquals(42L, connection.stamp(42));
                connection.ping();
            }
        }
    }

    /** The service throws: the client gets its middleware's error with the service's message, and goes on. */
    @Test
    void aServiceFailureReachesTheClientAndTheConnectionGoesOn() throws Exception {
        BenchmarkService failing = new ForwardingService() {
            @Override
            public String getString(int n) {
                throw new IllegalStateException("no string today");
            }
        };
        try (ServerHandle handle = server().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = connect(handle, ANSWER_TIMEOUT)) {
            Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(ANSWER_TIMEOUT),
                    () -> assertThrows(serviceFailureException(), () -> connection.getString(4)));
            assertTrue(causeChain(failure).contains("no string today"),
                    "the service's message is lost: " + causeChain(failure));
            assertEquals(8, connection.cube(2), "the connection after a service failure");
        }
    }

    /**
     * The server is closed under a working connection (as when its process is killed): the next
     * calls fail with the middleware's error rather than hang, and the port can be bound again.
     * The ping before must be answered and the calls after fail for the closed server, not for
     * time: the connection has the answered timeout, which only a hang reaches.
     */
    @Test
    void callsFailOnceTheServerIsClosed() throws Exception {
        int port = freePort();
        ServerHandle handle = server().start(new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()),
                new ReferenceService());
        try (BenchmarkConnection connection = connect(handle, ANSWER_TIMEOUT)) {
            connection.ping();
            handle.close();
            Duration threeCalls = ANSWER_TIMEOUT.multipliedBy(3);
            Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(threeCalls),
                    () -> assertThrows(closedServerException(), () -> {
                        // A pooled connection may carry one more call; the server is gone for the next.
                        for (int i = 0; i < 3; i++) {
                            connection.getItems(4);
                        }
                    }));
            assertFalse(failure.getClass().getName().isBlank());
        } finally {
            handle.close();
        }
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
    }

    private static int freePort() throws Exception {
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            return free.getLocalPort();
        }
    }

    @Test
    void aBusyPortFailsTheStartWithTheMiddlewaresMessage() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, taken.getLocalPort(), Map.of());
            Exception failure = assertThrows(Exception.class, () -> server().start(settings, new ReferenceService()).close());
            String message = String.valueOf(failure.getMessage()) + " " + failure.getCause();
            assertFalse(message.isBlank(), "a message from the middleware: " + failure);
        }
    }

    @Test
    void unknownServerOptionsAreRefused() {
        ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("no-such-option", "1"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> server().start(settings, new ReferenceService()).close());
        assertTrue(refused.getMessage().contains("no-such-option"), refused.getMessage());
    }

    @Test
    void theReferenceDataArrivesWhole() throws Exception {
        try (ServerHandle handle = server().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = connect(handle, ANSWER_TIMEOUT)) {
            byte[] large = ReferenceData.bytes(65_536);
            assertEquals(65_536, connection.echoBytes(large).length);
            assertEquals(8192, connection.getString(8192).length());
            assertEquals(32, connection.getItems(32).length);
            assertEquals(16, connection.getCustomers(Conformance.SALES_REP, 16).length);
        }
    }

    /**
     * A hostile client's sizes: the largest int, and one above each limit. Each gets the
     * middleware's own error reply, an answer rather than a timeout or a dropped connection
     * (a server that tries to build 2 GiB dies of OutOfMemoryError instead), and the same
     * connection serves a normal call right after.
     */
    @Test
    void sizesAboveTheLimitsGetAnErrorAndTheConnectionGoesOn() throws Exception {
        try (ServerHandle handle = server().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = connect(handle, ANSWER_TIMEOUT)) {
            assertEquals(64, connection.getString(64).length(), "a warm connection");
            int rightAbove = ServiceLimits.MAX_ECHO_BYTES + 1;
            assertRefusedThenServed(connection, "getString(2^31-1)", ServiceLimits.MAX_STRING_LENGTH,
                    () -> connection.getString(Integer.MAX_VALUE));
            assertRefusedThenServed(connection, "getString(limit+1)", ServiceLimits.MAX_STRING_LENGTH,
                    () -> connection.getString(ServiceLimits.MAX_STRING_LENGTH + 1));
            assertRefusedThenServed(connection, "getItems(2^31-1)", ServiceLimits.MAX_ITEMS,
                    () -> connection.getItems(Integer.MAX_VALUE));
            assertRefusedThenServed(connection, "getItems(limit+1)", ServiceLimits.MAX_ITEMS,
                    () -> connection.getItems(ServiceLimits.MAX_ITEMS + 1));
            assertRefusedThenServed(connection, "getCustomers(2^31-1)", ServiceLimits.MAX_CUSTOMERS,
                    () -> connection.getCustomers(Conformance.SALES_REP, Integer.MAX_VALUE));
            assertRefusedThenServed(connection, "getCustomers(limit+1)", ServiceLimits.MAX_CUSTOMERS,
                    () -> connection.getCustomers(Conformance.SALES_REP, ServiceLimits.MAX_CUSTOMERS + 1));
            assertRefusedThenServed(connection, "echoBytes(limit+1)", ServiceLimits.MAX_ECHO_BYTES,
                    () -> connection.echoBytes(ReferenceData.bytes(rightAbove)));
            assertRefusedThenServed(connection, "echoShorts(limit+1)", ServiceLimits.MAX_ECHO_SHORTS,
                    () -> connection.echoShorts(ReferenceData.shorts(ServiceLimits.MAX_ECHO_SHORTS + 1)));
        }
    }

    /** A call that must fail. */
    @FunctionalInterface
    private interface OversizedCall {
        Object call() throws Exception;
    }

    private void assertRefusedThenServed(BenchmarkConnection connection, String what, int limit, OversizedCall call)
            throws Exception {
        Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(ANSWER_TIMEOUT),
                () -> assertThrows(Exception.class, call::call, what + " must fail"));
        // The service's own message proves the server answered the call, rather than the
        // client timing out or its transport failing: every stack carries it.
        String text = causeChain(failure);
        assertTrue(text.contains("limit of " + limit), what + " failed without the service's message: " + text);
        assertEquals(ReferenceData.string(64), connection.getString(64), "the connection after " + what);
    }

    private static String causeChain(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 10_000; t = t.getCause()) {
            text.append(t).append(" / ");
        }
        return text.toString();
    }
}
