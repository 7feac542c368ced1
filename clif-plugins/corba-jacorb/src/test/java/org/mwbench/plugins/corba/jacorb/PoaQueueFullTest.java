package org.mwbench.plugins.corba.jacorb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.jacorb.JacorbServer;
import org.omg.CORBA.TRANSIENT;

/**
 * A real JacORB server whose POA serves one request at a time and queues two more (its knobs
 * {@code threads=1 queue=2}: {@code jacorb.poa.thread_pool_max=1}, {@code jacorb.poa.queue_max=2}), and eight clients
 * calling at once a ping that takes 300 ms: the requests past the queue are refused with the
 * server's {@code TRANSIENT}, which the client names "JacORB POA queue full (TRANSIENT)", and the
 * others are served. Loopback, eight calls, a few seconds.
 */
class PoaQueueFullTest {
    private static final int CLIENTS = 8;

    @Test
    void requestsPastAFullPoaQueueAreNamedSo() throws Exception {
        ForwardingService slow = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                Thread.sleep(300);
            }
        };
        JacorbClient client = new JacorbClient();
        try (ServerHandle server = new JacorbServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("threads", "1", "queue", "2")), slow);
             BenchmarkConnection connection = client.connect(server.endpoint(),
                     ClientSettings.withTimeout(Duration.ofSeconds(5)))) {
            List<String> outcomes = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> callAtOnce(client, connection));
            long served = outcomes.stream().filter("served"::equals).count();
            long refused = outcomes.stream().filter(JacorbClient.POA_QUEUE_FULL::equals).count();
            assertTrue(served >= 1, "the POA served some: " + outcomes);
            assertTrue(refused >= 1, "and refused those past its queue: " + outcomes);
            assertEquals(CLIENTS, served + refused, "nothing else happened: " + outcomes);
        }
    }

    @Test
    void otherTransientsKeepTheirMinorCode() {
        TRANSIENT noProfile = new TRANSIENT("no usable profile", 0x4F4D0002, org.omg.CORBA.CompletionStatus.COMPLETED_NO);
        assertEquals("TRANSIENT (OMG minor 2)", new JacorbClient().failureKind(noProfile));
        TRANSIENT maybe = new TRANSIENT("discarded", 0x4F4D0001, org.omg.CORBA.CompletionStatus.COMPLETED_MAYBE);
        assertFalse(new JacorbClient().failureKind(maybe).contains("queue"), "a queue refuses before the call starts");
    }

    /** Each outcome: "served", or the kind of the failure. */
    private static List<String> callAtOnce(JacorbClient client, BenchmarkConnection connection) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<String>> calls = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                calls.add(pool.submit(() -> {
                    try {
                        connection.ping();
                        return "served";
                    } catch (Exception e) {
                        return client.failureKind(e);
                    }
                }));
            }
            List<String> outcomes = new ArrayList<>();
            for (Future<String> call : calls) {
                outcomes.add(call.get());
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }
}
