package org.mwbench.platform.blade;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.event.HistogramKind;
import org.mwbench.platform.event.StripedStatistics;
import org.mwbench.platform.event.ThreadStatistics;

/**
 * The data collector of a blade. Recording threads write into a fixed number of shared
 * stripes ({@link StripedStatistics}); once per interval the collector swaps each stripe's
 * histograms for empty ones, merges them per action type and {@link HistogramKind}, tags
 * the sums for the histogram log, and summarizes them with a {@link CallAccumulator}, the
 * one that computes every other figure of calls: the live tail reads the same definitions
 * as the reports. A roll drains the stripes, not the threads: its cost does not grow with
 * the threads or the users they run.
 */
public class LiveDataCollector implements DataCollector {
    private static final HistogramKind[] KINDS = HistogramKind.values();

    private final StripedStatistics stripes;
    private String bladeId;
    private ActionTypes types;
    private TimeBase timeBase;
    private long intervalStart;
    private final ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    private volatile LiveStatisticsCost cost = LiveStatisticsCost.NONE;

    /** The blade's collector, with {@link StripedStatistics#defaultStripes} for this machine's cores. */
    public LiveDataCollector() {
        this(StripedStatistics.defaultStripes(Runtime.getRuntime().availableProcessors()));
    }

    /** @param stripeCount a power of two: the recorders each roll drains */
    public LiveDataCollector(int stripeCount) {
        stripes = new StripedStatistics(stripeCount);
    }

    @Override
    public void open(String bladeId, ActionTypes types, TimeBase timeBase) {
        this.bladeId = bladeId;
        this.types = types;
        this.timeBase = timeBase;
        this.intervalStart = timeBase.nowSinceOrigin();
    }

    @Override
    public ThreadStatistics newThreadStatistics() {
        return stripes.newThreadStatistics();
    }

    @Override
    public synchronized List<IntervalHistogram> rollInterval() {
        long cpuBefore = threadCpuNanos();
        long end = timeBase.nowSinceOrigin();
        long length = end - intervalStart;
        intervalStart = end;
        int typeCount = types.count();
        // A type registered after this count is left in its stripe, and collected at the next roll.
        Histogram[][] sums = new Histogram[typeCount][];
        int drained = stripes.drainInto(sums, LiveDataCollector::newSums);
        List<IntervalHistogram> result = new ArrayList<>();
        for (int type = 0; type < typeCount; type++) {
            if (sums[type] != null) {
                summarize(types.nameOf(type), sums[type], end, length, result);
            }
        }
        long cpuAfter = threadCpuNanos();
        cost = cost.plus(cpuBefore < 0 || cpuAfter < 0 ? -1 : cpuAfter - cpuBefore, drained);
        return result;
    }

    @Override
    public LiveStatisticsCost cost() {
        return cost;
    }

    /** The calling thread's CPU time, or -1 where the JVM does not measure it. */
    private long threadCpuNanos() {
        return cpu.isCurrentThreadCpuTimeSupported() ? cpu.getCurrentThreadCpuTime() : -1;
    }

    private static Histogram[] newSums() {
        Histogram[] sums = new Histogram[KINDS.length];
        for (int kind = 0; kind < sums.length; kind++) {
            sums[kind] = new Histogram(CallAccumulator.SIGNIFICANT_DIGITS);
        }
        return sums;
    }

    /** One action type's interval: a warm-up summary if it had warm-up calls, a measured one if it had calls. */
    private void summarize(String name, Histogram[] sums, long end, long length, List<IntervalHistogram> result) {
        CallAccumulator warmup = new CallAccumulator();
        CallAccumulator measured = new CallAccumulator();
        List<Histogram> warmupTagged = new ArrayList<>();
        List<Histogram> measuredTagged = new ArrayList<>();
        for (HistogramKind kind : KINDS) {
            Histogram sum = sums[kind.ordinal()];
            if (sum.getTotalCount() == 0 && kind != HistogramKind.MEASURED) {
                continue;
            }
            sum.setTag(HistogramTags.encode(name) + kind.suffix());
            if (kind == HistogramKind.WARMUP) {
                // Warm-up calls' own figures, for the live tail: their durations read as measured ones.
                warmup.addHistogram(HistogramKind.MEASURED, sum);
                warmupTagged.add(sum);
            } else {
                measured.addHistogram(kind, sum);
                measuredTagged.add(sum);
            }
        }
        if (warmup.calls() > 0) {
            result.add(new IntervalHistogram(summary(name, end, length, true, warmup), warmupTagged));
        }
        if (measured.calls() > 0) {
            result.add(new IntervalHistogram(summary(name, end, length, false, measured), measuredTagged));
        }
    }

    private IntervalSummary summary(String name, long end, long length, boolean warmup, CallAccumulator calls) {
        return new IntervalSummary(bladeId, end, length, name, warmup, calls.calls(), calls.errors(),
                orZero(calls.mean()), (long) orZero(calls.max()), (long) orZero(calls.percentile(99)),
                calls.lateStarts(), (long) orZero(calls.percentileFromIntendedStart(99)));
    }

    private static double orZero(double figure) {
        return Double.isNaN(figure) ? 0 : figure;
    }
}
