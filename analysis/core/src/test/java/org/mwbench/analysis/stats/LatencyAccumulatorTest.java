package org.mwbench.analysis.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.storage.ActionRow;
import org.mwbench.platform.event.HistogramKind;

/** One action type's figures from action rows and from interval histograms, against hand-computed values. */
class LatencyAccumulatorTest {
    private static ActionRow call(long date, int session, boolean success, long duration, String comment) {
        return new ActionRow(date, session, "rmi ping", 0, success, duration, -1, false, 0, comment);
    }

    @Test
    void callsErrorsJitterAndThroughputComeFromTheRows() {
        LatencyAccumulator accumulator = new LatencyAccumulator();
        accumulator.add(new ActionRow(0, 0, "rmi ping", 0, true, 99_000_000, -1, true, 0, "")); // warm-up: counted only
        accumulator.add(call(1_000_000_000, 0, true, 10_000, ""));
        accumulator.add(call(1_000_100_000, 1, true, 30_000, ""));
        accumulator.add(call(1_000_200_000, 0, true, 20_000, ""));
        accumulator.add(call(1_000_300_000, 0, false, 5_000_000, "SocketTimeoutException"));
        accumulator.add(call(1_005_400_000, 1, true, 30_000, ""));
        accumulator.add(call(1_005_500_000, 0, true, 15_000, ""));
        accumulator.add(call(1_005_600_000, 1, false, 1_000, ""));
        LatencyStatistics s = accumulator.statistics("loop", "rmi ping");
        assertEquals(7, s.calls());
        assertEquals(2, s.errors());
        assertEquals(Map.of("SocketTimeoutException", 1L, "failed", 1L), s.errorsByKind());
        assertEquals(1, s.warmupCalls());
        // successes 10, 30, 20, 30, 15 µs: mean 21, squared deviations 121+81+1+81+36 = 320, population s = sqrt(320 / 5) = 8
        assertEquals(21_000, s.meanNanos(), 1e-6);
        assertEquals(10_000, s.minNanos());
        assertEquals(30_000, s.maxNanos());
        assertEquals(8_000, s.stdDevNanos(), 1e-6);
        // jitter per user: user 0 has 10, 20, 15 (|10| + |5|), user 1 has 30, 30 (0): 15 µs over 3 pairs
        assertEquals(5_000, s.jitterNanos(), 1e-9);
        // 7 calls from 1.0000 s to the end of the last, 1.0056 s + 1 µs
        assertEquals(7 / 0.005601, s.throughput(), 1e-6);
        assertEquals(20_000, s.p50Nanos(), 20);
        assertEquals(30_000, s.p99Nanos(), 30);
        assertEquals(CallAccumulator.Source.EVERY_CALL, s.source());
        assertTrue(Double.isNaN(s.p99FromIntended()), "closed model");
    }

    @Test
    void mergingSeriesGivesThePooledFiguresAndJitterNeverCrossesSeries() {
        LatencyAccumulator first = new LatencyAccumulator();
        first.add(call(0, 0, true, 10_000, ""));
        first.add(call(1_000_000, 0, true, 20_000, ""));
        first.endOfSeries();
        LatencyAccumulator second = new LatencyAccumulator();
        second.add(call(0, 0, true, 40_000, ""));
        second.add(call(1_000_000, 0, true, 60_000, ""));
        second.endOfSeries();
        LatencyAccumulator pooled = new LatencyAccumulator();
        pooled.merge(first);
        pooled.merge(second);
        LatencyStatistics s = pooled.statistics("b", "t");
        assertEquals(4, s.calls());
        assertEquals(32_500, s.meanNanos(), 1e-9);
        // 10, 20, 40, 60 µs: mean 32.5, squared deviations 506.25+156.25+56.25+756.25 = 1475, s = sqrt(1475 / 4)
        assertEquals(Math.sqrt(1475.0 / 4) * 1000, s.stdDevNanos(), 1e-6);
        assertEquals(10_000, s.minNanos());
        assertEquals(60_000, s.maxNanos());
        // pairs: |20 - 10| and |60 - 40|, not |40 - 20| across the series
        assertEquals(15_000, s.jitterNanos(), 1e-9);
        // spans add up: 1.02 ms + 1.06 ms for 4 calls
        assertEquals(4 / 0.00208, s.throughput(), 1e-6);
    }

    @Test
    void intervalHistogramsGiveTheSameFiguresWithoutJitter() {
        LatencyAccumulator accumulator = new LatencyAccumulator();
        Histogram measured = new Histogram(3);
        measured.recordValue(10_000);
        measured.recordValue(20_000);
        measured.recordValue(30_000);
        measured.setStartTimeStamp(1000);
        measured.setEndTimeStamp(2000);
        Histogram failed = new Histogram(3);
        failed.recordValue(5_000_000);
        failed.setStartTimeStamp(1000);
        failed.setEndTimeStamp(2000);
        Histogram warmup = new Histogram(3);
        warmup.recordValue(1_000_000);
        warmup.recordValue(1_000_000);
        warmup.setStartTimeStamp(0);
        warmup.setEndTimeStamp(1000);
        Histogram second = new Histogram(3);
        second.recordValue(40_000);
        second.setStartTimeStamp(2000);
        second.setEndTimeStamp(3000);
        accumulator.add(HistogramKind.WARMUP, warmup);
        accumulator.add(HistogramKind.MEASURED, measured);
        accumulator.add(HistogramKind.FAILED, failed);
        accumulator.add(HistogramKind.MEASURED, second);
        LatencyStatistics s = accumulator.statistics("b", "t");
        assertEquals(5, s.calls());
        assertEquals(1, s.errors());
        assertEquals(2, s.warmupCalls());
        assertEquals(25_000, s.meanNanos(), 25); // histogram precision: 3 significant digits
        // 10, 20, 30, 40 µs: population s = sqrt(500 / 4) µs, the same definition as from rows
        assertEquals(Math.sqrt(500.0 / 4) * 1000, s.stdDevNanos(), 30);
        assertEquals(5 / 2.0, s.throughput(), 1e-9, "5 calls over the intervals' 2 s");
        assertTrue(Double.isNaN(s.jitterNanos()), "no jitter without the calls' order");
        assertEquals(CallAccumulator.Source.HISTOGRAMS, s.source());
        assertEquals(1L, s.errorsByKind().values().iterator().next());
    }
}
