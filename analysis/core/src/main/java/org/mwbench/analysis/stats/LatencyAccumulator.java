package org.mwbench.analysis.stats;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.storage.ActionRow;
import org.mwbench.platform.storage.HistogramLogFile;

/**
 * Gathers one action type's figures, from an {@code action} file (exact: every call) or,
 * for blades that kept histograms only, from its interval log (3 significant digits, no
 * jitter, no error kinds). Accumulators of several series merge into one.
 *
 * <p>Warm-up calls are only counted. Durations are of successful calls; failed calls
 * count as calls and errors, by kind (the action row's comment). Jitter is CCMPerf's (Krishna et al.),
 * as RFC 3550 measures inter-arrival jitter: the mean absolute difference between the
 * latencies of consecutive successful calls of one virtual user and one action type.
 */
public final class LatencyAccumulator {
    /** Where the figures came from. */
    public enum Source { ACTIONS, HISTOGRAMS }

    private static final String UNKNOWN_KIND = "failed (kind not stored)";

    private Source source;
    private final Histogram histogram = new Histogram(3);
    private final Histogram fromIntended = new Histogram(3);
    private final Map<String, Long> errorsByKind = new TreeMap<>();
    private final Map<Integer, Long> lastBySession = new HashMap<>();
    private long calls;
    private long errors;
    private long warmupCalls;
    private long successes;
    private double mean;
    private double m2;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;
    private long firstStart = Long.MAX_VALUE;
    private long lastEnd = Long.MIN_VALUE;
    /** Time spent measuring: one span per series, added up across series. */
    private long spanNanos;
    private double jitterSum;
    private long jitterPairs;
    private long lateStarts;

    /** Adds one row of an action file of this accumulator's type. */
    public void add(ActionRow row) {
        source = source == null ? Source.ACTIONS : source;
        if (row.warmup()) {
            warmupCalls++;
            return;
        }
        calls++;
        firstStart = Math.min(firstStart, row.dateNanos());
        lastEnd = Math.max(lastEnd, row.dateNanos() + row.durationNanos());
        if (row.scheduleDelayNanos() > 1_000_000) {
            lateStarts++;
        }
        if (!row.success()) {
            errors++;
            errorsByKind.merge(row.comment().isEmpty() ? "failed" : row.comment(), 1L, Long::sum);
            return;
        }
        long duration = Math.max(0, row.durationNanos());
        if (row.scheduleDelayNanos() >= 0) {
            fromIntended.recordValue(duration + row.scheduleDelayNanos());
        }
        addSuccess(duration);
        Long previous = lastBySession.put(row.session(), duration);
        if (previous != null) {
            jitterSum += Math.abs(duration - previous);
            jitterPairs++;
        }
    }

    private void addSuccess(long duration) {
        successes++;
        double delta = duration - mean;
        mean += delta / successes;
        m2 += delta * (duration - mean);
        min = Math.min(min, duration);
        max = Math.max(max, duration);
        histogram.recordValue(duration);
    }

    /** Adds one interval histogram of a histograms-only blade's log (time stamps in ms since the origin). */
    public void add(HistogramLogFile.Kind kind, Histogram interval) {
        source = source == null ? Source.HISTOGRAMS : source;
        long count = interval.getTotalCount();
        switch (kind) {
            case WARMUP -> warmupCalls += count;
            case INTENDED -> fromIntended.add(interval);
            case FAILED -> {
                calls += count;
                errors += count;
                if (count > 0) {
                    errorsByKind.merge(UNKNOWN_KIND, count, Long::sum);
                }
            }
            case MEASURED -> {
                if (count == 0) {
                    break;
                }
                calls += count;
                // Chan et al.'s parallel update of the mean and M2 from the interval's own figures.
                double intervalMean = interval.getMean();
                double intervalM2 = Math.pow(interval.getStdDeviation(), 2) * count;
                long total = successes + count;
                double delta = intervalMean - mean;
                m2 += intervalM2 + delta * delta * successes * count / total;
                mean += delta * count / total;
                successes = total;
                min = Math.min(min, interval.getMinValue());
                max = Math.max(max, interval.getMaxValue());
                histogram.add(interval);
            }
            default -> throw new IllegalStateException(kind.toString());
        }
        if (kind != HistogramLogFile.Kind.WARMUP && count > 0) {
            firstStart = Math.min(firstStart, interval.getStartTimeStamp() * 1_000_000);
            lastEnd = Math.max(lastEnd, interval.getEndTimeStamp() * 1_000_000);
        }
    }

    /** Ends one file: its measuring span is added, and jitter pairs never cross files. */
    public void endOfSeries() {
        if (lastEnd > firstStart) {
            spanNanos += lastEnd - firstStart;
        }
        firstStart = Long.MAX_VALUE;
        lastEnd = Long.MIN_VALUE;
        lastBySession.clear();
    }

    /** Adds what another accumulator (another series of the same blade and type, say) gathered. */
    public void merge(LatencyAccumulator other) {
        other.endOfSeries();
        endOfSeries();
        source = source == null ? other.source : other.source == null || other.source == source ? source : Source.HISTOGRAMS;
        if (other.successes > 0) {
            long total = successes + other.successes;
            double delta = other.mean - mean;
            m2 += other.m2 + delta * delta * successes * other.successes / total;
            mean += delta * other.successes / total;
            successes = total;
            min = Math.min(min, other.min);
            max = Math.max(max, other.max);
        }
        histogram.add(other.histogram);
        fromIntended.add(other.fromIntended);
        other.errorsByKind.forEach((kind, count) -> errorsByKind.merge(kind, count, Long::sum));
        calls += other.calls;
        errors += other.errors;
        warmupCalls += other.warmupCalls;
        spanNanos += other.spanNanos;
        jitterSum += other.jitterSum;
        jitterPairs += other.jitterPairs;
        lateStarts += other.lateStarts;
    }

    public LatencyStatistics statistics(String blade, String type) {
        endOfSeries();
        boolean none = successes == 0;
        double seconds = spanNanos / 1e9;
        Histogram copy = histogram.copy();
        return new LatencyStatistics(blade, type, calls, errors, Map.copyOf(errorsByKind), warmupCalls,
                seconds > 0 ? calls / seconds : Double.NaN,
                none ? Double.NaN : mean, none ? Double.NaN : min, none ? Double.NaN : max,
                successes > 1 ? Math.sqrt(m2 / (successes - 1)) : none ? Double.NaN : 0,
                percentile(50), percentile(90), percentile(99), percentile(99.9),
                jitterPairs > 0 && source == Source.ACTIONS ? jitterSum / jitterPairs : Double.NaN,
                fromIntended.getTotalCount() > 0 ? fromIntended.getValueAtPercentile(99) : Double.NaN,
                lateStarts, source == null ? Source.ACTIONS : source, copy);
    }

    private double percentile(double p) {
        return histogram.getTotalCount() == 0 ? Double.NaN : histogram.getValueAtPercentile(p);
    }
}
