package org.mwbench.plugins.corba.jacorb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.jacorb.JacorbServer;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.TRANSIENT;

/**
 * A real JacORB server whose POA serves one request at a time and queues two more (its knobs
 * {@code threads=1 queue=2}: {@code jacorb.poa.thread_pool_max=1}, {@code jacorb.poa.queue_max=2}), and eight clients
 * calling at once a ping that waits until the test lets it go: the requests past the queue are refused with the
 * server's {@code TRANSIENT}, which the client names "JacORB POA queue full (TRANSIENT)", and the
 * others are served. Loopback, eight calls, no timing: the ping that holds the POA's thread is let
 * go only once a refusal came back (it used to sleep 300 ms, which a loaded machine's late
 * callers could outlast, finding the queue free again). A call may also fail unsent because a
 * refusal released the connection it shared ({@link JacorbClient#RELEASED_BY_ANOTHER_FAILURE}):
 * JacORB's own behaviour, seen 3 times in 150 rounds with the cores busy.
 */
class PoaQueueFullTest {
    private static final int CLIENTS = 8;
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is 30 s at
     * least; no call is meant to time out.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Test
    void requestsPastAFullPoaQueueAreNamedSo() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        ForwardingService held = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                release.await(HANG_GUARD.toMillis(), TimeUnit.MILLISECONDS);
            }
        };
        JacorbClient client = new JacorbClient();
        try (ServerHandle server = new JacorbServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("threads", "1", "queue", "2")), held);
             BenchmarkConnection connection = client.connect(server.endpoint(), ClientSettings.withTimeout(HANG_GUARD))) {
            List<String> outcomes;
            try {
                outcomes = assertTimeoutPreemptively(HANG_GUARD.multipliedBy(2), () -> callAtOnce(client, connection, release));
            } finally {
                release.countDown(); // before the server's close, which waits for its calls
            }
            long served = outcomes.stream().filter("served"::equals).count();
            long refused = outcomes.stream().filter(JacorbClient.POA_QUEUE_FULL::equals).count();
            long unsent = outcomes.stream().filter(JacorbClient.RELEASED_BY_ANOTHER_FAILURE::equals).count();
            assertEquals(JacorbClient.POA_QUEUE_FULL, outcomes.get(0), "a refusal came first, the held ping still held");
            assertTrue(served >= 1, "the POA served some: " + outcomes);
            assertTrue(refused >= 1, "and refused those past its queue: " + outcomes);
            assertEquals(CLIENTS, served + refused + unsent, "nothing else happened: " + outcomes);
        }
    }

    @Test
    void otherTransientsKeepTheirMinorCode() {
        TRANSIENT noProfile = new TRANSIENT("no usable profile", 0x4F4D0002, org.omg.CORBA.CompletionStatus.COMPLETED_NO);
        assertEquals("TRANSIENT (OMG minor 2)", new JacorbClient().failureKind(noProfile));
        TRANSIENT maybe = new TRANSIENT("discarded", 0x4F4D0001, org.omg.CORBA.CompletionStatus.COMPLETED_MAYBE);
        assertFalse(new JacorbClient().failureKind(maybe).contains("queue"), "a queue refuses before the call starts");
    }

    @Test
    void aCallUnsentForAReleasedConnectionIsNamedSo() {
        JacorbClient client = new JacorbClient();
        assertEquals(JacorbClient.RELEASED_BY_ANOTHER_FAILURE, client.failureKind(new COMM_FAILURE("Connection closed")),
                "what JacORB's Delegate throws when another call's failure unbound the reference");
        assertEquals("COMM_FAILURE (minor 0x0)", client.failureKind(new COMM_FAILURE("IOException: reset")),
                "any other COMM_FAILURE keeps its minor code");
    }

    /**
     * Each outcome, in the order they came: "served", or the kind of the failure. The held ping is
     * let go once the first outcome came, which can only be a refusal.
     */
    private static List<String> callAtOnce(JacorbClient client, BenchmarkConnection connection, CountDownLatch release)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        try {
            CompletionService<String> calls = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < CLIENTS; i++) {
                calls.submit(() -> {
                    try {
                        connection.ping();
                        return "served";
                    } catch (Exception e) {
                        return client.failureKind(e);
                    }
                });
            }
            List<String> outcomes = new ArrayList<>();
            outcomes.add(calls.take().get());
            release.countDown();
            for (int i = 1; i < CLIENTS; i++) {
                outcomes.add(calls.take().get());
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }
}
