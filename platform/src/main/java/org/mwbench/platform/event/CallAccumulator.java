package org.mwbench.platform.event;

import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * One action type's per-call accounting, written once: every figure mwbench prints about
 * calls (the live tail, {@code quickstats}, the text, JSON and HTML reports, the omission
 * benchmark) is computed here. It is fed either call by call, from an {@code action} file
 * (every call stored: exact), or interval histogram by interval histogram, from a blade's
 * histogram log or the live collector ({@code events=histograms}: HdrHistogram's precision).
 *
 * <p>Rules, the same for both feeds:
 * <ul>
 *   <li>Warm-up calls are only counted ({@link #warmupCalls}).</li>
 *   <li>{@link #calls} counts successes and failures; a failure counts in {@link #errors},
 *       by kind, and in nothing else. Durations and percentiles are of successful calls.</li>
 *   <li>Late starts and latency from the intended start follow {@link OpenModel}; late
 *       starts count failed calls too (a failure can start late).</li>
 *   <li>Mean and variance are Welford's running ones (one pass, no catastrophic
 *       cancellation); histograms are merged into them with Chan et al.'s parallel update.</li>
 *   <li>The standard deviation is the <em>population</em> one, sqrt(M2 / n): the calls of
 *       a run are the whole set the figure describes, not a sample drawn to estimate
 *       another set's spread, and it is the definition of HdrHistogram's
 *       {@code getStdDeviation}, so a run that kept histograms only gives the same figure
 *       (to the histogram's precision) with no conversion. Over the thousands of calls of
 *       a run it differs from the sample one (n - 1) by less than 0.05 %.</li>
 *   <li>Percentiles come from an HdrHistogram of 3 significant digits, whichever the feed:
 *       the histogram's value for a percentile is the highest value equivalent to the
 *       one at that rank, within 0.1 %.</li>
 * </ul>
 *
 * <p>Not thread-safe: one reader (or one collector thread) owns an accumulator.
 */
public final class CallAccumulator {
    /** Where the figures came from: the only thing that changes their precision. */
    public enum Source {
        /** one row per call (an {@code action} file): mean, min, max and std dev exact */
        EVERY_CALL,
        /** interval histograms only: every figure to the histograms' 3 significant digits */
        HISTOGRAMS
    }

    /** HdrHistogram's precision everywhere in mwbench: values within 0.1 %. */
    public static final int SIGNIFICANT_DIGITS = 3;
    /** The error kind of a failed call whose row has no comment. */
    public static final String UNNAMED_FAILURE = "failed";
    /** The error kind of failures read from histograms, which do not keep kinds. */
    public static final String UNKNOWN_FAILURE = "failed (kind not stored)";

    private Source source;
    private final Histogram durations = new Histogram(SIGNIFICANT_DIGITS);
    private final Histogram fromIntended = new Histogram(SIGNIFICANT_DIGITS);
    private final Map<String, Long> errorsByKind = new TreeMap<>();
    private long calls;
    private long errors;
    private long warmupCalls;
    private long lateStarts;
    /** Welford's moments of the successful calls' durations. */
    private final RunningMoments moments = new RunningMoments();
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;
    /** The first measured call's start and the last one's end, in ns since the origin, over all series. */
    private long firstStart = Long.MAX_VALUE;
    private long lastEnd = Long.MIN_VALUE;
    /** The same, warm-up included. */
    private long firstActivity = Long.MAX_VALUE;
    private long lastActivity = Long.MIN_VALUE;
    /** The current series' measured span; closed series' spans are added up in {@link #closedSpans}. */
    private long seriesStart = Long.MAX_VALUE;
    private long seriesEnd = Long.MIN_VALUE;
    private long closedSpans;

    /**
     * Adds one call, as an action file stores it.
     *
     * @param startNanos          its actual start, in ns since the run's origin
     * @param iterationDelayNanos its iteration's delay ({@link OpenModel}); {@link OpenModel#UNSCHEDULED} if none
     * @param errorKind           a failure's kind (the row's comment); empty or null when not named
     */
    public void addCall(long startNanos, boolean success, long durationNanos, long iterationDelayNanos, boolean warmup,
                        String errorKind) {
        noteSource(Source.EVERY_CALL);
        long duration = Math.max(0, durationNanos);
        activity(startNanos, startNanos + duration);
        if (warmup) {
            warmupCalls++;
            return;
        }
        calls++;
        measured(startNanos, startNanos + duration);
        if (OpenModel.lateStart(iterationDelayNanos)) {
            lateStarts++;
        }
        if (!success) {
            errors++;
            errorsByKind.merge(errorKind == null || errorKind.isEmpty() ? UNNAMED_FAILURE : errorKind, 1L, Long::sum);
            return;
        }
        if (OpenModel.scheduled(iterationDelayNanos)) {
            fromIntended.recordValue(OpenModel.latencyFromIntendedStart(duration, iterationDelayNanos));
        }
        moments.add(duration);
        min = Math.min(min, duration);
        max = Math.max(max, duration);
        durations.recordValue(duration);
    }

    /**
     * Adds one interval histogram of one kind; its time stamps, when set, are in ms since
     * the run's origin (as a histogram log stores them).
     */
    public void addHistogram(HistogramKind kind, Histogram interval) {
        noteSource(Source.HISTOGRAMS);
        long count = interval.getTotalCount();
        if (count == 0) {
            return;
        }
        switch (kind) {
            case WARMUP -> warmupCalls += count;
            case INTENDED -> fromIntended.add(interval);
            case LATE -> lateStarts += count;
            case FAILED -> {
                calls += count;
                errors += count;
                errorsByKind.merge(UNKNOWN_FAILURE, count, Long::sum);
            }
            case MEASURED -> {
                calls += count;
                // HdrHistogram's standard deviation is the population one: times n, it is the interval's M2.
                double intervalStdDev = interval.getStdDeviation();
                moments.add(count, interval.getMean(), intervalStdDev * intervalStdDev * count);
                min = Math.min(min, interval.getMinValue());
                max = Math.max(max, interval.getMaxValue());
                durations.add(interval);
            }
            default -> throw new IllegalStateException(kind.toString());
        }
        if (interval.getEndTimeStamp() > 0 && (kind == HistogramKind.MEASURED || kind == HistogramKind.FAILED
                || kind == HistogramKind.WARMUP)) {
            long start = interval.getStartTimeStamp() * 1_000_000;
            long end = interval.getEndTimeStamp() * 1_000_000;
            activity(start, end);
            if (kind != HistogramKind.WARMUP) {
                measured(start, end);
            }
        }
    }

    private void noteSource(Source feed) {
        source = source == null || source == feed ? feed : Source.HISTOGRAMS;
    }

    private void activity(long start, long end) {
        firstActivity = Math.min(firstActivity, start);
        lastActivity = Math.max(lastActivity, end);
    }

    private void measured(long start, long end) {
        firstStart = Math.min(firstStart, start);
        lastEnd = Math.max(lastEnd, end);
        seriesStart = Math.min(seriesStart, start);
        seriesEnd = Math.max(seriesEnd, end);
    }

    /**
     * Ends one series (one file): its measuring span is added to the others, so that the
     * throughput of several series of one blade is calls over the time they measured.
     */
    public void endOfSeries() {
        closedSpans += openSpan();
        seriesStart = Long.MAX_VALUE;
        seriesEnd = Long.MIN_VALUE;
    }

    private long openSpan() {
        return seriesEnd > seriesStart ? seriesEnd - seriesStart : 0;
    }

    /** Adds what another accumulator (another series of the same type, say) gathered. */
    public void merge(CallAccumulator other) {
        other.endOfSeries();
        endOfSeries();
        if (other.source != null) {
            noteSource(other.source);
        }
        if (other.moments.count() > 0) {
            moments.add(other.moments);
            min = Math.min(min, other.min);
            max = Math.max(max, other.max);
        }
        durations.add(other.durations);
        fromIntended.add(other.fromIntended);
        other.errorsByKind.forEach((kind, count) -> errorsByKind.merge(kind, count, Long::sum));
        calls += other.calls;
        errors += other.errors;
        warmupCalls += other.warmupCalls;
        lateStarts += other.lateStarts;
        closedSpans += other.closedSpans;
        firstStart = Math.min(firstStart, other.firstStart);
        lastEnd = Math.max(lastEnd, other.lastEnd);
        firstActivity = Math.min(firstActivity, other.firstActivity);
        lastActivity = Math.max(lastActivity, other.lastActivity);
    }

    // The figures. Durations in ns; NaN where there is nothing to compute them from.

    /** {@link Source#EVERY_CALL} until a histogram was added; a mix counts as histograms. */
    public Source source() {
        return source == null ? Source.EVERY_CALL : source;
    }

    public long calls() {
        return calls;
    }

    public long errors() {
        return errors;
    }

    public long successes() {
        return moments.count();
    }

    /** Failures by kind (sorted by kind); histograms give one unnamed kind. */
    public Map<String, Long> errorsByKind() {
        return Map.copyOf(errorsByKind);
    }

    public long warmupCalls() {
        return warmupCalls;
    }

    /** Calls whose iteration started more than {@link OpenModel#LATE_START_NANOS} late. */
    public long lateStarts() {
        return lateStarts;
    }

    public double mean() {
        return moments.mean();
    }

    /** The population standard deviation, sqrt(M2 / n): see the class comment for why. */
    public double standardDeviation() {
        return moments.populationStandardDeviation();
    }

    public double min() {
        return moments.count() == 0 ? Double.NaN : min;
    }

    public double max() {
        return moments.count() == 0 ? Double.NaN : max;
    }

    /** A percentile of successful calls' durations, from the histogram. */
    public double percentile(double percentile) {
        return durations.getTotalCount() == 0 ? Double.NaN : durations.getValueAtPercentile(percentile);
    }

    /** A percentile of latency from the intended start; NaN when no successful call had one (closed model). */
    public double percentileFromIntendedStart(double percentile) {
        return fromIntended.getTotalCount() == 0 ? Double.NaN : fromIntended.getValueAtPercentile(percentile);
    }

    /** Time spent measuring: the first measured call's start to the last one's end, added up over series. */
    public long measuringNanos() {
        return closedSpans + openSpan();
    }

    /** Calls (errors included) per second of {@link #measuringNanos}; NaN when no time passed. */
    public double throughput() {
        long span = measuringNanos();
        return span > 0 ? calls / (span / 1e9) : Double.NaN;
    }

    /** The first measured call's start, in ns since the origin; -1 when none. */
    public long firstStart() {
        return calls == 0 ? -1 : firstStart;
    }

    /** The first call's start, warm-up included, in ns since the origin; -1 when none. */
    public long firstActivity() {
        return firstActivity == Long.MAX_VALUE ? -1 : firstActivity;
    }

    /** The last call's end, warm-up included, in ns since the origin; -1 when none. */
    public long lastActivity() {
        return lastActivity == Long.MIN_VALUE ? -1 : lastActivity;
    }

    /** A copy of the successful calls' durations, for plots. */
    public Histogram durations() {
        return durations.copy();
    }

    /** A copy of the successful calls' latencies from their intended start; empty in a closed model. */
    public Histogram latenciesFromIntendedStart() {
        return fromIntended.copy();
    }
}
