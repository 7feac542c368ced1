package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.HistogramKind;
import org.mwbench.platform.event.OpenModel;
import org.mwbench.platform.event.ThreadStatistics;

/** Per-interval statistics with fixed timestamps: what each interval's summary and histograms hold. */
class LiveDataCollectorTest {
    private static final long MS = 1_000_000;
    private static final long SECOND = 1_000_000_000;

    private final ManualClock clock = new ManualClock(42 * SECOND, 1_700_000_000L * SECOND);
    private final ActionTypes types = new ActionTypes();
    private final int ping = types.idOf("rmi ping");
    private final LiveDataCollector collector = new LiveDataCollector();

    LiveDataCollectorTest() {
        collector.open("injector", types, TimeBase.startingNow(clock));
    }

    @Test
    void eachIntervalSummarizesOnlyItsOwnCallsOverTheThreads() {
        ThreadStatistics first = collector.newThreadStatistics();
        ThreadStatistics second = collector.newThreadStatistics();
        for (int i = 1; i <= 100; i++) {
            first.record(ping, true, i * MS, OpenModel.UNSCHEDULED, false); // 1 .. 100 ms
        }
        second.record(ping, false, 500 * MS, OpenModel.UNSCHEDULED, false);
        clock.advance(SECOND);
        IntervalSummary one = only(collector.rollInterval()).summary();
        assertEquals(SECOND, one.end());
        assertEquals(SECOND, one.length());
        assertEquals("rmi ping", one.actionType());
        assertEquals(101, one.calls());
        assertEquals(1, one.errors());
        assertEquals(50.5 * MS, one.meanNanos(), 50.5 * MS * 1e-3);
        assertEquals(100 * MS, one.maxNanos(), 100 * MS * 1e-3, "successful calls only: the 500 ms failure is not the max");
        assertEquals(99 * MS, one.p99Nanos(), 99 * MS * 1e-3);
        assertEquals(0, one.lateStarts());
        assertEquals(0, one.p99FromIntendedNanos(), "closed model");

        second.record(ping, true, 7 * MS, OpenModel.UNSCHEDULED, false);
        clock.advance(SECOND / 2);
        IntervalSummary two = only(collector.rollInterval()).summary();
        assertEquals(3 * SECOND / 2, two.end());
        assertEquals(SECOND / 2, two.length());
        assertEquals(1, two.calls(), "the first interval's calls are not counted again");
        assertEquals(7 * MS, two.meanNanos(), 7 * MS * 1e-3);

        clock.advance(SECOND);
        assertEquals(List.of(), collector.rollInterval(), "an interval without calls has no summary");
    }

    @Test
    void openModelCallsGiveLateStartsAndLatencyFromTheIntendedStart() {
        ThreadStatistics thread = collector.newThreadStatistics();
        for (int i = 0; i < 98; i++) {
            thread.record(ping, true, MS, 0, false);
        }
        thread.record(ping, true, MS, OpenModel.LATE_START_NANOS, false); // exactly 1 ms late: on time
        thread.record(ping, true, MS, 199 * MS, false); // 200 ms from its intended start
        thread.record(ping, false, MS, 5 * MS, false); // a late failure is a late start too
        clock.advance(SECOND);
        IntervalHistogram interval = only(collector.rollInterval());
        assertEquals(2, interval.summary().lateStarts());
        // 100 successes from the intended start: 98 of 1 ms, one of 2 ms, one of 200 ms; p99 is the 99th, 2 ms
        assertEquals(2 * MS, interval.summary().p99FromIntendedNanos(), 2 * MS * 1e-3);
        List<String> tags = interval.taggedHistograms().stream().map(Histogram::getTag).toList();
        assertEquals(List.of("rmi%20ping", "rmi%20ping#failed", "rmi%20ping@intended", "rmi%20ping@late"), tags);
        Histogram late = interval.taggedHistograms().get(HistogramKind.LATE.ordinal() - 1); // no warm-up histogram
        assertEquals(2, late.getTotalCount(), "the log keeps the late starts, for events=histograms");
    }

    @Test
    void warmupCallsHaveASummaryOfTheirOwnAndARetiredThreadIsDrainedOnceMore() {
        ThreadStatistics thread = collector.newThreadStatistics();
        thread.record(ping, true, 3 * MS, OpenModel.UNSCHEDULED, true);
        thread.record(ping, true, 2 * MS, OpenModel.UNSCHEDULED, false);
        thread.retire();
        clock.advance(SECOND);
        List<IntervalHistogram> intervals = collector.rollInterval();
        assertEquals(2, intervals.size());
        IntervalSummary warmup = intervals.get(0).summary();
        assertTrue(warmup.warmup());
        assertEquals(1, warmup.calls());
        assertEquals(3 * MS, warmup.meanNanos(), 3 * MS * 1e-3);
        assertEquals("rmi%20ping#warmup", intervals.get(0).taggedHistograms().get(0).getTag());
        assertEquals(1, intervals.get(1).summary().calls());
        thread.record(ping, true, 2 * MS, OpenModel.UNSCHEDULED, false); // after retiring: never collected
        clock.advance(SECOND);
        assertEquals(List.of(), collector.rollInterval());
    }

    private static IntervalHistogram only(List<IntervalHistogram> intervals) {
        assertEquals(1, intervals.size(), intervals.toString());
        return intervals.get(0);
    }
}
