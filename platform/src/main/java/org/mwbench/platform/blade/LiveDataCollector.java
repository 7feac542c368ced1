package org.mwbench.platform.blade;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.event.HistogramKind;
import org.mwbench.platform.event.ThreadStatistics;

/**
 * The data collector of a blade. Recording threads each write their own
 * {@link ThreadStatistics}; once per interval the collector merges them, per action type
 * and {@link HistogramKind}, tags the sums for the histogram log, and summarizes them with
 * a {@link CallAccumulator}, the one that computes every other figure of calls: the live
 * tail reads the same definitions as the reports. A thread that has closed its recorder is
 * drained one last time, then forgotten.
 */
public class LiveDataCollector implements DataCollector {
    private static final HistogramKind[] KINDS = HistogramKind.values();

    private String bladeId;
    private ActionTypes types;
    private TimeBase timeBase;
    private final ConcurrentLinkedQueue<ThreadStatistics> threads = new ConcurrentLinkedQueue<>();
    private long intervalStart;
    private final ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    private volatile LiveStatisticsCost cost = LiveStatisticsCost.NONE;

    @Override
    public void open(String bladeId, ActionTypes types, TimeBase timeBase) {
        this.bladeId = bladeId;
        this.types = types;
        this.timeBase = timeBase;
        this.intervalStart = timeBase.nowSinceOrigin();
    }

    @Override
    public ThreadStatistics newThreadStatistics() {
        ThreadStatistics statistics = new ThreadStatistics();
        threads.add(statistics);
        return statistics;
    }

    @Override
    public synchronized List<IntervalHistogram> rollInterval() {
        long cpuBefore = threadCpuNanos();
        int[] drained = new int[1];
        List<IntervalHistogram> result = roll(drained);
        long cpuAfter = threadCpuNanos();
        cost = cost.plus(cpuBefore < 0 || cpuAfter < 0 ? -1 : cpuAfter - cpuBefore, drained[0]);
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

    private List<IntervalHistogram> roll(int[] drained) {
        long end = timeBase.nowSinceOrigin();
        long length = end - intervalStart;
        intervalStart = end;
        int typeCount = types.count();
        Histogram[][] sums = new Histogram[typeCount][];
        for (ThreadStatistics thread : threads) {
            drained[0]++;
            // Read retirement first: a thread retired now has recorded its last value already.
            boolean retired = thread.retired();
            ThreadStatistics.TypeStatistics[] perType = thread.types();
            for (int type = 0; type < perType.length && type < typeCount; type++) {
                if (perType[type] != null) {
                    perType[type].drainInto(sums[type] != null ? sums[type] : (sums[type] = newSums()));
                }
            }
            if (retired) {
                threads.remove(thread);
            }
        }
        List<IntervalHistogram> result = new ArrayList<>();
        for (int type = 0; type < typeCount; type++) {
            if (sums[type] != null) {
                summarize(types.nameOf(type), sums[type], end, length, result);
            }
        }
        return result;
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
