package org.mwbench.platform.blade;

/**
 * Where the platform reads time: a monotonic clock for intervals and a wall clock for the
 * run's origin. {@link TimeBase}, the agent's start gate, the blade adapter and the live
 * statistics read time through one, so tests can drive them with fixed timestamps
 * ({@link ManualClock}) instead of running in real time.
 *
 * <p>Production code holds {@link #SYSTEM} in final fields. With only that implementation
 * loaded, every call site is monomorphic and the JIT inlines {@link #nanoTime()} down to
 * {@link System#nanoTime()}: the hot path pays nothing for the indirection.
 */
public interface Clock {
    /** The system's clocks: {@link System#nanoTime()} and the wall clock. */
    Clock SYSTEM = new SystemClock();

    /** A monotonic time in ns, as {@link System#nanoTime()}: only differences mean something. */
    long nanoTime();

    /** The wall-clock time, in ns since the epoch. */
    long epochNanos();
}
