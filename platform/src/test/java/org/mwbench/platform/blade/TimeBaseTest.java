package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The time base's arithmetic with fixed timestamps. */
class TimeBaseTest {
    private static final long SECOND = 1_000_000_000;

    @Test
    void anOriginGivenOnTheWallClockBecomesAMonotonicInstant() {
        ManualClock clock = new ManualClock(500 * SECOND, 1_700_000_000L * SECOND);
        // The supervisor's origin, 3 s before now on this host's wall clock.
        TimeBase base = TimeBase.fromEpochNanos(clock, 1_700_000_000L * SECOND - 3 * SECOND);
        assertEquals(3 * SECOND, base.nowSinceOrigin());
        assertEquals(497 * SECOND, base.toNanoTime(0));
        assertEquals(SECOND, base.sinceOrigin(498 * SECOND));
        clock.advance(SECOND / 2);
        assertEquals(3 * SECOND + SECOND / 2, base.nowSinceOrigin());
        assertEquals(1_700_000_000L * SECOND - 3 * SECOND, base.originEpochNanos());
    }

    @Test
    void startingNowPutsTheOriginAtTheClocksPresent() {
        ManualClock clock = new ManualClock(7, 1_000);
        TimeBase base = TimeBase.startingNow(clock);
        assertEquals(0, base.nowSinceOrigin());
        assertEquals(1_000, base.originEpochNanos());
        clock.set(19);
        assertEquals(12, base.nowSinceOrigin());
    }
}
