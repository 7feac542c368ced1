package org.mwbench.servers.corba;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * A frozen call is bounded even while other calls on the same shared connection keep being
 * answered: a timeout that only notices a silent connection would let it hang. Each ORB's
 * client module runs it, next to the middleware kit.
 */
public abstract class SharedConnectionTimeoutKit {
    /** The timeout the frozen ping must meet: short, so that the test stays quick; the ping sleeps far longer. */
    private static final Duration TIMEOUT = Duration.ofMillis(800);

    protected abstract String protocol();

    @Test
    void aFrozenCallTimesOutWhileOtherCallsOnItsConnectionAreAnswered() throws Exception {
        ForwardingService frozenPing = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                Thread.sleep(6_000);
            }
        };
        ClassLoader loader = getClass().getClassLoader();
        MiddlewareClient client = Middlewares.client(protocol(), loader);
        try (ServerHandle handle = Middlewares.server(protocol(), loader).start(ServerSettings.loopback(), frozenPing)) {
            // The JVM's and the server's first call (class loading, the ORB's and the POA's set-up)
            // may take seconds on a loaded machine: it is made with a timeout only a hang reaches,
            // so that the calls the short timeout must let through below are warm loopback calls.
            try (BenchmarkConnection cold = client.connect(handle.endpoint(),
                    ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                cold.stamp(0);
            }
            try (BenchmarkConnection connection = client.connect(handle.endpoint(), ClientSettings.withTimeout(TIMEOUT))) {
                freezeOnePingAmidOtherCalls(connection);
            }
        }
    }

    /** One ping, which the server freezes, while another thread makes other calls on the same connection. */
    private static void freezeOnePingAmidOtherCalls(BenchmarkConnection connection) throws Exception {
        connection.stamp(1);
        AtomicBoolean frozen = new AtomicBoolean(true);
        AtomicLong answered = new AtomicLong();
        CountDownLatch busy = new CountDownLatch(1);
        Thread traffic = new Thread(() -> {
            long x = 0;
            while (frozen.get()) {
                try {
                    connection.stamp(x++);
                    answered.incrementAndGet();
                } catch (Exception collateral) {
                    // an ORB may fail the other calls of a connection it aborts
                }
                busy.countDown();
            }
        }, "other-calls");
        traffic.start();
        try {
            busy.await();
            long started = System.nanoTime();
            // The ping would return after 6 s: failing at all is the timeout's work.
            assertTimeoutPreemptively(LoadedMachine.hangGuard(TIMEOUT), () -> assertThrows(Exception.class, connection::ping));
            long waitedMillis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(waitedMillis >= TIMEOUT.toMillis() / 2, "failed after " + waitedMillis + " ms: too early");
        } finally {
            frozen.set(false);
            traffic.join(LoadedMachine.HANG_GUARD.toMillis());
        }
        assertTrue(answered.get() > 0, "the other calls were answered");
    }
}
