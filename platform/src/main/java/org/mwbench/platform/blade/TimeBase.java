package org.mwbench.platform.blade;

import java.time.Instant;

/**
 * The run's one time origin, seen from this JVM. The supervisor hands out the origin as
 * an instant of this host's wall clock (already corrected for the offset it measured
 * between the two clocks); it is turned once into a {@link System#nanoTime()} value so
 * that every event date after that is a subtraction, monotonic and cheap. Time is read
 * from a {@link Clock}: {@link Clock#SYSTEM} in a run, a {@link ManualClock} in tests.
 */
public final class TimeBase {
    private final Clock clock;
    private final long originNanoTime;
    private final long originEpochNanos;

    private TimeBase(Clock clock, long originNanoTime, long originEpochNanos) {
        this.clock = clock;
        this.originNanoTime = originNanoTime;
        this.originEpochNanos = originEpochNanos;
    }

    /** @param originEpochNanos the origin, in nanoseconds since the epoch on this host's clock */
    public static TimeBase fromEpochNanos(long originEpochNanos) {
        return fromEpochNanos(Clock.SYSTEM, originEpochNanos);
    }

    /** The same, on a given clock. */
    public static TimeBase fromEpochNanos(Clock clock, long originEpochNanos) {
        long nowNanoTime = clock.nanoTime();
        long nowEpochNanos = clock.epochNanos();
        return new TimeBase(clock, nowNanoTime - (nowEpochNanos - originEpochNanos), originEpochNanos);
    }

    /** A time base whose origin is now; for blades used outside a supervised run. */
    public static TimeBase startingNow() {
        return startingNow(Clock.SYSTEM);
    }

    /** The same, on a given clock. */
    public static TimeBase startingNow(Clock clock) {
        return new TimeBase(clock, clock.nanoTime(), clock.epochNanos());
    }

    /** The clock this time base reads. */
    public Clock clock() {
        return clock;
    }

    /** The origin, in ns since the epoch on this host's clock: what a child JVM on this host is given. */
    public long originEpochNanos() {
        return originEpochNanos;
    }

    public static long epochNanos(Instant instant) {
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }

    /** Nanoseconds from the origin to the given {@link Clock#nanoTime()} value. */
    public long sinceOrigin(long nanoTime) {
        return nanoTime - originNanoTime;
    }

    public long nowSinceOrigin() {
        return clock.nanoTime() - originNanoTime;
    }

    /** The {@link Clock#nanoTime()} value of an instant given relative to the origin. */
    public long toNanoTime(long sinceOrigin) {
        return originNanoTime + sinceOrigin;
    }
}
