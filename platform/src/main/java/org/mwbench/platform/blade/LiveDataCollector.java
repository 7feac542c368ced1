package org.mwbench.platform.blade;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.event.ActionTypes;

/**
 * The data collector of a blade: per action type, HdrHistogram {@link Recorder}s for
 * measured successes and failures, warm-up calls, and latency from the intended start
 * (open model). Recording into a Recorder is wait-free, so measured threads never block
 * on the collector; each interval, the collector swaps the histograms out and sums them up.
 */
public class LiveDataCollector implements DataCollector {
    /** Latencies above an hour are clamped: a Recorder throws on values past its range. */
    static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;
    private static final int SIGNIFICANT_DIGITS = 3;

    /** Suffix of the histogram-log tag of warm-up calls. */
    public static final String WARMUP_TAG = "#warmup";
    /** Suffix of the histogram-log tag of latencies from the intended start. */
    public static final String INTENDED_TAG = "@intended";

    private String bladeId;
    private ActionTypes types;
    private TimeBase timeBase;
    private volatile TypeRecorders[] recorders = new TypeRecorders[0];
    private long intervalStart;

    @Override
    public void open(String bladeId, ActionTypes types, TimeBase timeBase) {
        this.bladeId = bladeId;
        this.types = types;
        this.timeBase = timeBase;
        this.intervalStart = timeBase.nowSinceOrigin();
    }

    @Override
    public void record(int type, boolean success, long durationNanos, long scheduleDelayNanos, boolean warmup) {
        TypeRecorders[] current = recorders;
        TypeRecorders forType = type < current.length ? current[type] : grow(type);
        long value = clamp(durationNanos);
        if (warmup) {
            forType.warmup.recordValue(value);
            return;
        }
        (success ? forType.successes : forType.failures).recordValue(value);
        if (scheduleDelayNanos != ActionRecorder.UNSCHEDULED) {
            if (success) {
                forType.fromIntended.recordValue(clamp(durationNanos + scheduleDelayNanos));
            }
            if (scheduleDelayNanos > IntervalSummary.LATE_START_NANOS) {
                forType.lateStarts.increment();
            }
        }
    }

    private static long clamp(long nanos) {
        return Math.min(Math.max(nanos, 0), HIGHEST_TRACKABLE_NANOS);
    }

    private synchronized TypeRecorders grow(int type) {
        TypeRecorders[] current = recorders;
        if (type < current.length) {
            return current[type];
        }
        TypeRecorders[] grown = java.util.Arrays.copyOf(current, type + 1);
        for (int i = current.length; i < grown.length; i++) {
            grown[i] = new TypeRecorders();
        }
        recorders = grown;
        return grown[type];
    }

    @Override
    public synchronized List<IntervalHistogram> rollInterval() {
        long end = timeBase.nowSinceOrigin();
        long length = end - intervalStart;
        intervalStart = end;
        List<IntervalHistogram> result = new ArrayList<>();
        TypeRecorders[] current = recorders;
        for (int type = 0; type < current.length; type++) {
            String name = types.nameOf(type);
            TypeRecorders forType = current[type];
            Histogram ok = forType.successes.getIntervalHistogram();
            Histogram failed = forType.failures.getIntervalHistogram();
            Histogram intended = forType.fromIntended.getIntervalHistogram();
            Histogram warmup = forType.warmup.getIntervalHistogram();
            long late = forType.lateStarts.sumThenReset();
            if (warmup.getTotalCount() > 0) {
                warmup.setTag(name + WARMUP_TAG);
                result.add(new IntervalHistogram(new IntervalSummary(bladeId, end, length, name, true,
                        warmup.getTotalCount(), 0, warmup.getMean(), warmup.getMaxValue(),
                        warmup.getValueAtPercentile(99), 0, 0), List.of(warmup)));
            }
            long calls = ok.getTotalCount() + failed.getTotalCount();
            if (calls == 0) {
                continue;
            }
            ok.setTag(name);
            List<Histogram> tagged = new ArrayList<>(List.of(ok));
            if (intended.getTotalCount() > 0) {
                intended.setTag(name + INTENDED_TAG);
                tagged.add(intended);
            }
            boolean anyOk = ok.getTotalCount() > 0;
            result.add(new IntervalHistogram(new IntervalSummary(bladeId, end, length, name, false,
                    calls, failed.getTotalCount(), anyOk ? ok.getMean() : 0,
                    Math.max(ok.getMaxValue(), failed.getMaxValue()), anyOk ? ok.getValueAtPercentile(99) : 0,
                    late, intended.getTotalCount() > 0 ? intended.getValueAtPercentile(99) : 0), tagged));
        }
        return result;
    }

    private static final class TypeRecorders {
        final Recorder successes = newRecorder();
        final Recorder failures = newRecorder();
        final Recorder fromIntended = newRecorder();
        final Recorder warmup = newRecorder();
        final LongAdder lateStarts = new LongAdder();

        private static Recorder newRecorder() {
            return new Recorder(1, HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
        }
    }
}
