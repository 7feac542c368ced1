package org.mwbench.platform.blade;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.ThreadStatistics;

/**
 * The data collector of a blade. Recording threads each write their own
 * {@link ThreadStatistics}; once per interval the collector merges them, per action type,
 * into measured successes and failures, warm-up calls, and latency from the intended start
 * (open model), and sums them up. A thread that has closed its recorder is drained one
 * last time, then forgotten.
 */
public class LiveDataCollector implements DataCollector {
    /** Suffix of the histogram-log tag of warm-up calls. */
    public static final String WARMUP_TAG = "#warmup";
    /** Suffix of the histogram-log tag of latencies from the intended start. */
    public static final String INTENDED_TAG = "@intended";
    /** Suffix of the histogram-log tag of failed calls. */
    public static final String FAILED_TAG = "#failed";
    private static final int SIGNIFICANT_DIGITS = 3;

    private String bladeId;
    private ActionTypes types;
    private TimeBase timeBase;
    private final ConcurrentLinkedQueue<ThreadStatistics> threads = new ConcurrentLinkedQueue<>();
    private long intervalStart;

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
        long end = timeBase.nowSinceOrigin();
        long length = end - intervalStart;
        intervalStart = end;
        int typeCount = types.count();
        Sums[] sums = new Sums[typeCount];
        for (ThreadStatistics thread : threads) {
            // Read retirement first: a thread retired now has recorded its last value already.
            boolean retired = thread.retired();
            ThreadStatistics.TypeStatistics[] perType = thread.types();
            for (int type = 0; type < perType.length && type < typeCount; type++) {
                if (perType[type] != null) {
                    Sums sum = sums[type] != null ? sums[type] : (sums[type] = new Sums());
                    perType[type].drainInto(sum.successes, sum.failures, sum.intended, sum.warmup);
                    sum.lateStarts += perType[type].lateStartsSinceLastCall();
                }
            }
            if (retired) {
                threads.remove(thread);
            }
        }
        List<IntervalHistogram> result = new ArrayList<>();
        for (int type = 0; type < typeCount; type++) {
            if (sums[type] != null) {
                sums[type].summarize(types.nameOf(type), end, length, result);
            }
        }
        return result;
    }

    /** One action type's histograms of one interval, merged over threads. */
    private final class Sums {
        final Histogram successes = new Histogram(SIGNIFICANT_DIGITS);
        final Histogram failures = new Histogram(SIGNIFICANT_DIGITS);
        final Histogram intended = new Histogram(SIGNIFICANT_DIGITS);
        final Histogram warmup = new Histogram(SIGNIFICANT_DIGITS);
        long lateStarts;

        void summarize(String name, long end, long length, List<IntervalHistogram> result) {
            if (warmup.getTotalCount() > 0) {
                warmup.setTag(HistogramTags.encode(name) + WARMUP_TAG);
                result.add(new IntervalHistogram(new IntervalSummary(bladeId, end, length, name, true,
                        warmup.getTotalCount(), 0, warmup.getMean(), warmup.getMaxValue(),
                        warmup.getValueAtPercentile(99), 0, 0), List.of(warmup)));
            }
            long calls = successes.getTotalCount() + failures.getTotalCount();
            if (calls == 0) {
                return;
            }
            successes.setTag(HistogramTags.encode(name));
            List<Histogram> tagged = new ArrayList<>(List.of(successes));
            if (failures.getTotalCount() > 0) {
                failures.setTag(HistogramTags.encode(name) + FAILED_TAG);
                tagged.add(failures);
            }
            if (intended.getTotalCount() > 0) {
                intended.setTag(HistogramTags.encode(name) + INTENDED_TAG);
                tagged.add(intended);
            }
            boolean anyOk = successes.getTotalCount() > 0;
            result.add(new IntervalHistogram(new IntervalSummary(bladeId, end, length, name, false, calls,
                    failures.getTotalCount(), anyOk ? successes.getMean() : 0,
                    Math.max(successes.getMaxValue(), failures.getMaxValue()),
                    anyOk ? successes.getValueAtPercentile(99) : 0, lateStarts,
                    intended.getTotalCount() > 0 ? intended.getValueAtPercentile(99) : 0), tagged));
        }
    }
}
