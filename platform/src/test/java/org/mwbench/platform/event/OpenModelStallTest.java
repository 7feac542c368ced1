package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The open model's figures for a known stall, checkable by hand, in the style of
 * HdrHistogram's {@code HistogramDataAccessTest}: 10,000 arrivals due every 10 ms, served
 * by one user in 1 ms each, except call 100, which stalls for 1,000 ms.
 *
 * <p>Calls 101 onward were due at 1,010, 1,020, ... ms but can start only when their
 * predecessor ends: call 101 + i starts at 2,000 + i ms, so it is 990 - 9i ms late (each
 * call catches up 10 - 1 = 9 ms). Calls 101 to 210 (i = 0 .. 109) start more than 1 ms
 * late: 110 late starts; call 211 (i = 110) is on time again. Their latencies from the
 * intended start are (990 - 9i) + 1 ms = 10, 19, ..., 991 ms; call 100's is 1,000 ms; the
 * other 9,889 calls' are 1 ms. p99 is the 9,900th of the 10,000 sorted values: 9,889 of 1
 * ms, then 10 + 9m ms for m = 0, 1, ...; the 9,900th is m = 10, 100 ms. From the actual
 * start, 9,999 calls took 1 ms: p99 is 1 ms, and the stall is hidden.
 */
class OpenModelStallTest {
    private static final long MS = 1_000_000;
    private static final int CALLS = 10_000;

    private static CallAccumulator stalledRun() {
        CallAccumulator calls = new CallAccumulator();
        long free = 0; // when the one user is free again
        for (int k = 0; k < CALLS; k++) {
            long intended = k * 10 * MS;
            long start = Math.max(intended, free);
            long duration = k == 100 ? 1000 * MS : MS;
            calls.addCall(start, true, duration, start - intended, false, "");
            free = start + duration;
        }
        return calls;
    }

    @Test
    void aKnownStallGivesAKnownCountOfLateStarts() {
        assertEquals(110, stalledRun().lateStarts());
    }

    @Test
    void aKnownStallGivesAKnownP99FromTheIntendedStart() {
        CallAccumulator calls = stalledRun();
        assertEquals(100 * MS, calls.percentileFromIntendedStart(99), 100 * MS * 1e-3, "within 3 significant digits");
        assertEquals(MS, calls.percentile(99), MS * 1e-3, "from the actual start, the stall is hidden");
        assertEquals(1000 * MS, calls.max(), 0);
    }

    /**
     * Call k of an iteration is due at the iteration's intended start plus the time spent on
     * the calls before it: both calls of an iteration that began 5 ms late are 5 ms late.
     */
    @Test
    void everyCallOfAnIterationCarriesTheIterationsDelay() {
        CallAccumulator calls = new CallAccumulator();
        long iterationDelay = 5 * MS;
        calls.addCall(105 * MS, true, 2 * MS, iterationDelay, false, ""); // first call: due at 100 ms
        calls.addCall(107 * MS, true, 3 * MS, iterationDelay, false, ""); // second: due at 100 + 2 ms
        assertEquals(2, calls.lateStarts());
        // latencies from the intended start: 7 ms and 8 ms
        assertEquals(8 * MS, calls.percentileFromIntendedStart(100), 8 * MS * 1e-3);
        assertEquals(7 * MS, calls.percentileFromIntendedStart(50), 7 * MS * 1e-3);
        assertEquals(OpenModel.latencyFromIntendedStart(3 * MS, iterationDelay), 8 * MS);
        assertTrue(OpenModel.scheduled(0) && !OpenModel.scheduled(OpenModel.UNSCHEDULED));
    }
}
