package org.mwbench.analysis.stats;

import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.event.HistogramKind;
import org.mwbench.platform.storage.ActionRow;

/**
 * Gathers one action type's figures for the reports, from an {@code action} file (exact:
 * every call) or, for blades that kept histograms only, from its interval log (3
 * significant digits, no jitter, no error kinds). Accumulators of several series merge
 * into one.
 *
 * <p>Every figure of calls is the platform's {@link CallAccumulator}'s, so the reports,
 * {@code quickstats} and the live tail agree; this class adds only what the reports print
 * besides: jitter, as Krishna et al. (CCMPerf) measure it in the RFC 3550 style, the mean
 * absolute difference between the latencies of consecutive successful calls of one
 * virtual user and one action type.
 */
public final class LatencyAccumulator {
    private final CallAccumulator calls = new CallAccumulator();
    private final Map<Integer, Long> lastBySession = new HashMap<>();
    private double jitterSum;
    private long jitterPairs;

    /** Adds one row of an action file of this accumulator's type. */
    public void add(ActionRow row) {
        row.addTo(calls);
        if (row.warmup() || !row.success()) {
            return;
        }
        long duration = Math.max(0, row.durationNanos());
        Long previous = lastBySession.put(row.session(), duration);
        if (previous != null) {
            jitterSum += Math.abs(duration - previous);
            jitterPairs++;
        }
    }

    /** Adds one interval histogram of a histograms-only blade's log (time stamps in ms since the origin). */
    public void add(HistogramKind kind, Histogram interval) {
        calls.addHistogram(kind, interval);
    }

    /** Ends one file: its measuring span is added, and jitter pairs never cross files. */
    public void endOfSeries() {
        calls.endOfSeries();
        lastBySession.clear();
    }

    /** Adds what another accumulator (another series of the same blade and type, say) gathered. */
    public void merge(LatencyAccumulator other) {
        other.endOfSeries();
        endOfSeries();
        calls.merge(other.calls);
        jitterSum += other.jitterSum;
        jitterPairs += other.jitterPairs;
    }

    public LatencyStatistics statistics(String blade, String type) {
        endOfSeries();
        boolean everyCall = calls.source() == CallAccumulator.Source.EVERY_CALL;
        return new LatencyStatistics(blade, type, calls.calls(), calls.errors(), calls.errorsByKind(), calls.warmupCalls(),
                calls.throughput(), calls.mean(), calls.min(), calls.max(), calls.standardDeviation(),
                calls.percentile(50), calls.percentile(90), calls.percentile(99), calls.percentile(99.9),
                jitterPairs > 0 && everyCall ? jitterSum / jitterPairs : Double.NaN,
                calls.percentileFromIntendedStart(99), calls.lateStarts(), calls.source(), calls.durations());
    }
}
