package org.mwbench.platform.blade;

import java.time.Instant;

/** {@link Clock#SYSTEM}: {@link System#nanoTime()} and {@link Instant#now()}. */
final class SystemClock implements Clock {
    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public long epochNanos() {
        return TimeBase.epochNanos(Instant.now());
    }
}
