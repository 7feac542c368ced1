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
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * A frozen call is bounded even while other calls on the same shared connection keep being
 * answered: a timeout that only notices a silent connection would let it hang. Each ORB's
 * client module runs it, next to the middleware kit.
 */
public abstract class SharedConnectionTimeoutKit {
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
        try (ServerHandle handle = Middlewares.server(protocol(), loader).start(ServerSettings.loopback(), frozenPing);
             BenchmarkConnection connection = Middlewares.client(protocol(), loader)
                     .connect(handle.endpoint(), ClientSettings.withTimeout(TIMEOUT))) {
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
}
