package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;

/**
 * A connect storm against one server on loopback, as the scalability plan makes one: {@link #clients()}
 * threads released at once, each connecting (or sharing one connection, as the plan's clients
 * do) and calling {@code ping} without pause for {@link #CALLING}. With the server options a
 * subclass gives (the plan's), every client must connect and every call must succeed: not within
 * a time, which on a loaded 2-core machine would be a speed claim, but at all. Bounded by hang
 * guards only: every call has the answered timeout, and the threads are waited for at most
 * {@link #BOUND}.
 */
public abstract class ConnectStormTestKit {
    /** How long each client keeps calling. */
    static final Duration CALLING = Duration.ofSeconds(2);
    /** Every connect and call must succeed: its timeout is only a hang guard. */
    static final Duration CALL_TIMEOUT = LoadedMachine.ANSWERED_CALL;
    /**
     * How long the threads are waited for: the hang guard of the longest a client may take
     * without hanging, a connect and a last call at their timeout around its calling time.
     */
    static final Duration BOUND = LoadedMachine.hangGuard(CALLING.plus(CALL_TIMEOUT.multipliedBy(2)));

    /** The protocol under test. */
    protected abstract String protocol();

    /** The server's options: the scalability plan's knobs for this middleware. */
    protected abstract Map<String, String> serverOptions();

    /** Whether the clients share one connection, as the plan's do for every middleware but tcp. */
    protected abstract boolean sharedConnection();

    /** How many clients start at once: as many as stays quick on a 2-core machine. */
    protected int clients() {
        return 300;
    }

    /** What one storm gave. */
    protected record Storm(long calls, List<String> failures) {
    }

    @Test
    void clientsStartingAtOnceAreAllServedWithoutAnError() throws Exception {
        Storm storm = storm(serverOptions());
        assertEquals(List.of(), storm.failures().subList(0, Math.min(5, storm.failures().size())),
                storm.failures().size() + " failures of " + (storm.calls() + storm.failures().size()) + " calls");
        assertTrue(storm.calls() >= clients(), "every client made a call: " + storm.calls());
    }

    /** Runs one storm against a server started with {@code options}; failures as "Class: message". */
    protected Storm storm(Map<String, String> options) throws Exception {
        ClassLoader loader = getClass().getClassLoader();
        MiddlewareClient client = Middlewares.client(protocol(), loader);
        ClientSettings settings = ClientSettings.withTimeout(CALL_TIMEOUT);
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        AtomicLong calls = new AtomicLong();
        try (ServerHandle server = Middlewares.server(protocol(), loader)
                .start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), new ReferenceService());
             BenchmarkConnection shared = sharedConnection() ? client.connect(server.endpoint(), settings) : null) {
            CountDownLatch go = new CountDownLatch(1);
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < clients(); i++) {
                Thread thread = new Thread(() -> {
                    try {
                        go.await();
                        if (shared != null) {
                            pingUntilDeadline(shared, calls, failures);
                        } else {
                            try (BenchmarkConnection own = client.connect(server.endpoint(), settings)) {
                                pingUntilDeadline(own, calls, failures);
                            }
                        }
                    } catch (Exception e) {
                        failures.add("connect: " + e);
                    }
                }, "storm-client-" + i);
                thread.setDaemon(true);
                threads.add(thread);
                thread.start();
            }
            go.countDown();
            long deadline = System.nanoTime() + BOUND.toNanos();
            for (Thread thread : threads) {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
                assertTrue(!thread.isAlive(), thread.getName() + " still runs after " + BOUND);
            }
        }
        return new Storm(calls.get(), new ArrayList<>(failures));
    }

    private static void pingUntilDeadline(BenchmarkConnection connection, AtomicLong calls,
                                          ConcurrentLinkedQueue<String> failures) {
        long end = System.nanoTime() + CALLING.toNanos();
        while (System.nanoTime() < end) {
            try {
                connection.ping();
                calls.incrementAndGet();
            } catch (Exception e) {
                failures.add(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
