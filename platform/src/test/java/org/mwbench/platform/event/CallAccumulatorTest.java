package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The one accumulator's figures against hand-computed values, and the same calls fed
 * call by call and as interval histograms: only the histograms' precision may differ.
 */
class CallAccumulatorTest {
    private static final long MS = 1_000_000;

    @Test
    void countsWarmupErrorsByKindAndLateStartsOfFailuresToo() {
        CallAccumulator calls = new CallAccumulator();
        calls.addCall(0, true, 50 * MS, OpenModel.UNSCHEDULED, true, "");
        calls.addCall(100 * MS, true, 10 * MS, 0, false, "");
        calls.addCall(200 * MS, false, 30 * MS, 5 * MS, false, "SocketTimeoutException");
        calls.addCall(300 * MS, false, 1 * MS, 0, false, "");
        calls.addCall(400 * MS, true, 20 * MS, OpenModel.LATE_START_NANOS, false, null);
        calls.addCall(500 * MS, true, 30 * MS, OpenModel.LATE_START_NANOS + 1, false, null);
        assertEquals(1, calls.warmupCalls());
        assertEquals(5, calls.calls());
        assertEquals(2, calls.errors());
        assertEquals(Map.of("SocketTimeoutException", 1L, CallAccumulator.UNNAMED_FAILURE, 1L), calls.errorsByKind());
        // late: the failure 5 ms late, and the call 1 ms + 1 ns late; exactly 1 ms is on time
        assertEquals(2, calls.lateStarts());
        assertEquals(3, calls.successes());
        assertEquals(20 * MS, calls.mean(), 1e-6);
        assertEquals(10 * MS, calls.min());
        assertEquals(30 * MS, calls.max());
        // 10, 20, 30 ms: squared deviations 100 + 0 + 100 = 200 ms², population s = sqrt(200 / 3) ms
        assertEquals(Math.sqrt(200.0 / 3) * MS, calls.standardDeviation(), 1e-3);
        // from 100 ms to 530 ms, warm-up left out: 5 calls in 0.43 s
        assertEquals(5 / 0.43, calls.throughput(), 1e-9);
        assertEquals(100 * MS, calls.firstStart());
        assertEquals(0, calls.firstActivity());
        assertEquals(530 * MS, calls.lastActivity());
    }

    @Test
    void aClosedModelHasNoFigureFromTheIntendedStart() {
        CallAccumulator calls = new CallAccumulator();
        calls.addCall(0, true, MS, OpenModel.UNSCHEDULED, false, "");
        assertTrue(Double.isNaN(calls.percentileFromIntendedStart(99)));
        assertEquals(0, calls.lateStarts());
        assertEquals(0, calls.standardDeviation(), "one call: no spread");
    }

    @Test
    void nothingMeasuredGivesNaNRatherThanZeros() {
        CallAccumulator calls = new CallAccumulator();
        assertTrue(Double.isNaN(calls.mean()));
        assertTrue(Double.isNaN(calls.standardDeviation()));
        assertTrue(Double.isNaN(calls.percentile(99)));
        assertTrue(Double.isNaN(calls.throughput()));
        assertEquals(-1, calls.firstStart());
    }

    /** Two seconds of calls, recorded both ways, as a blade with events=all and one with events=histograms would. */
    @Test
    void everyCallAndHistogramsGiveTheSameFiguresToTheHistogramsPrecision() {
        CallAccumulator everyCall = new CallAccumulator();
        CallAccumulator histograms = new CallAccumulator();
        for (int second = 0; second < 2; second++) {
            Histogram[] interval = new Histogram[HistogramKind.values().length];
            for (int kind = 0; kind < interval.length; kind++) {
                interval[kind] = new Histogram(CallAccumulator.SIGNIFICANT_DIGITS);
                interval[kind].setStartTimeStamp(second * 1000L);
                interval[kind].setEndTimeStamp(second * 1000L + 1000);
            }
            for (int i = 0; i < 1000; i++) {
                long start = second * 1000 * MS + i * MS;
                long duration = 100_000 + (i * 7919L % 1000) * 1000; // 0.1 ms to 1.1 ms, scattered
                long delay = i % 100 == 0 ? 3 * MS : i % 10; // one late start in a hundred
                boolean success = i % 250 != 0;
                everyCall.addCall(start, success, duration, delay, false, success ? "" : "x");
                interval[(success ? HistogramKind.MEASURED : HistogramKind.FAILED).ordinal()].recordValue(duration);
                if (success) {
                    interval[HistogramKind.INTENDED.ordinal()].recordValue(OpenModel.latencyFromIntendedStart(duration, delay));
                }
                if (OpenModel.lateStart(delay)) {
                    interval[HistogramKind.LATE.ordinal()].recordValue(delay);
                }
            }
            for (HistogramKind kind : HistogramKind.values()) {
                histograms.addHistogram(kind, interval[kind.ordinal()]);
            }
        }
        assertEquals(CallAccumulator.Source.EVERY_CALL, everyCall.source());
        assertEquals(CallAccumulator.Source.HISTOGRAMS, histograms.source());
        assertEquals(everyCall.calls(), histograms.calls());
        assertEquals(everyCall.errors(), histograms.errors());
        assertEquals(20, everyCall.lateStarts());
        assertEquals(everyCall.lateStarts(), histograms.lateStarts(), "late starts are exact both ways");
        double precision = 1e-3; // 3 significant digits
        assertEquals(everyCall.mean(), histograms.mean(), everyCall.mean() * precision);
        assertEquals(everyCall.standardDeviation(), histograms.standardDeviation(), everyCall.mean() * precision);
        assertEquals(everyCall.percentile(99), histograms.percentile(99), 0, "percentiles come from histograms both ways");
        assertEquals(everyCall.percentileFromIntendedStart(99), histograms.percentileFromIntendedStart(99), 0);
        assertEquals(everyCall.max(), histograms.max(), everyCall.max() * precision);
        assertEquals(everyCall.throughput(), histograms.throughput(), everyCall.throughput() * 0.01);
    }

    @Test
    void mergedSeriesPoolTheirMomentsAndAddTheirSpans() {
        CallAccumulator first = new CallAccumulator();
        first.addCall(0, true, 10 * MS, OpenModel.UNSCHEDULED, false, "");
        first.addCall(10 * MS, true, 20 * MS, OpenModel.UNSCHEDULED, false, "");
        CallAccumulator second = new CallAccumulator();
        second.addCall(0, true, 40 * MS, OpenModel.UNSCHEDULED, false, "");
        second.addCall(60 * MS, true, 60 * MS, OpenModel.UNSCHEDULED, false, "");
        CallAccumulator pooled = new CallAccumulator();
        pooled.merge(first);
        pooled.merge(second);
        assertEquals(4, pooled.calls());
        assertEquals(32.5 * MS, pooled.mean(), 1e-6);
        // 10, 20, 40, 60 ms: squared deviations 1475 ms², population s = sqrt(1475 / 4) ms
        assertEquals(Math.sqrt(1475.0 / 4) * MS, pooled.standardDeviation(), 1e-3);
        // spans 30 ms and 120 ms, added up: 4 calls in 0.15 s
        assertEquals(4 / 0.15, pooled.throughput(), 1e-9);
    }
}
