package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.blade.ManualClock;

/** The start gate against a clock the test moves: it opens at the instant, not before. */
class StartGateTest {
    private static final long MS = 1_000_000;

    @Test
    void theGateOpensWhenTheClockReachesTheInstantAndNotBefore() throws Exception {
        ManualClock clock = new ManualClock(0, 0);
        StartGate gate = new StartGate(clock);
        AtomicLong passedAt = new AtomicLong(-1);
        CountDownLatch passed = new CountDownLatch(1);
        Thread starter = new Thread(() -> {
            try {
                gate.pass();
                passedAt.set(clock.nanoTime());
                passed.countDown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        starter.start();
        Thread opener = new Thread(() -> gate.openAt(10 * MS));
        opener.start();
        clock.set(9 * MS);
        assertFalse(passed.await(50, TimeUnit.MILLISECONDS), "1 ms before the instant, the gate is shut");
        clock.set(10 * MS);
        assertTrue(passed.await(LoadedMachine.HANG_GUARD_SECONDS, TimeUnit.SECONDS), "at the instant, the gate opens");
        assertEquals(10 * MS, passedAt.get());
        opener.join(10_000);
        starter.join(10_000);
    }

    @Test
    void anInstantAlreadyPastOpensAtOnce() throws Exception {
        ManualClock clock = new ManualClock(5 * MS, 0);
        StartGate gate = new StartGate(clock);
        gate.openAt(4 * MS);
        gate.pass(); // does not block
    }
}
