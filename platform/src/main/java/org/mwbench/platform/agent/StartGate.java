package org.mwbench.platform.agent;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.platform.blade.Clock;

/**
 * Opens at one instant for every blade of an agent. Only the thread that waits for the
 * instant spins, for its last moments; the blades' starter threads wait parked on the
 * gate. On a 2-core machine, one spinner per blade would outnumber the cores, and a
 * descheduled spinner misses the instant by a scheduler quantum (milliseconds of skew).
 */
final class StartGate {
    /** Below this much time before the instant, spin instead of parking: parking overshoots. */
    private static final long SPIN_NANOS = 200_000;

    private final CountDownLatch open = new CountDownLatch(1);
    private final Clock clock;

    /** @param clock the clock whose {@link Clock#nanoTime()} the instant is given in: the run's time base's */
    StartGate(Clock clock) {
        this.clock = clock;
    }

    /** Blocks the caller until the gate opens. */
    void pass() throws InterruptedException {
        open.await();
    }

    /** Waits until the clock's {@code nanoTime()} reaches the instant, then opens the gate. */
    void openAt(long nanoTime) {
        long remaining;
        while ((remaining = nanoTime - clock.nanoTime()) > SPIN_NANOS) {
            LockSupport.parkNanos(remaining - SPIN_NANOS);
        }
        while (clock.nanoTime() - nanoTime < 0) {
            Thread.onSpinWait();
        }
        open.countDown();
    }
}
