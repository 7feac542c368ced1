package org.mwbench.platform.blade;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A clock that tests drive: it shows the time it is set to, and moves only when told
 * ({@link #advance}, {@link #set}), or by a fixed step after each reading when a loop
 * under test waits for it. Both clocks of {@link Clock} move together, from the epoch
 * time it is created with. Thread-safe, so a test thread can move it while the code
 * under test reads it.
 */
public final class ManualClock implements Clock {
    private final AtomicLong nanoTime;
    private final long epochMinusNanoTime;
    private volatile long stepPerReading;

    /**
     * @param nanoTime   its first {@link #nanoTime()}
     * @param epochNanos the wall time at that moment
     */
    public ManualClock(long nanoTime, long epochNanos) {
        this.nanoTime = new AtomicLong(nanoTime);
        this.epochMinusNanoTime = epochNanos - nanoTime;
    }

    @Override
    public long nanoTime() {
        return nanoTime.getAndAdd(stepPerReading);
    }

    @Override
    public long epochNanos() {
        return nanoTime.get() + epochMinusNanoTime;
    }

    /** Moves both clocks forward. */
    public void advance(long nanos) {
        nanoTime.addAndGet(nanos);
    }

    /** Sets the monotonic clock (and the wall clock with it) to a time. */
    public void set(long newNanoTime) {
        nanoTime.set(newNanoTime);
    }

    /** Moves the clock this much after each {@link #nanoTime()} reading; 0 (the default) to stand still. */
    public void stepEachReading(long nanos) {
        stepPerReading = nanos;
    }
}
