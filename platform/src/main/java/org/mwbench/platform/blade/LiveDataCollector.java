package org.mwbench.platform.blade;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.mwbench.platform.event.ActionTypes;

/**
 * The data collector of a blade: per action type, two HdrHistogram {@link Recorder}s
 * (successes and failures). Recording into a Recorder is wait-free, so the measured
 * threads never block on the collector; once per interval the collector swaps each
 * recorder's histogram out and summarizes it.
 */
public class LiveDataCollector implements DataCollector {
    /** Latencies above an hour are clamped: a Recorder throws on values past its range. */
    static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;
    private static final int SIGNIFICANT_DIGITS = 3;

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
    public void record(int type, boolean success, long durationNanos) {
        TypeRecorders[] current = recorders;
        TypeRecorders forType = type < current.length ? current[type] : grow(type);
        long value = Math.min(Math.max(durationNanos, 0), HIGHEST_TRACKABLE_NANOS);
        (success ? forType.successes : forType.failures).recordValue(value);
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
            Histogram ok = current[type].successes.getIntervalHistogram();
            Histogram failed = current[type].failures.getIntervalHistogram();
            long calls = ok.getTotalCount() + failed.getTotalCount();
            if (calls == 0) {
                continue;
            }
            ok.setTag(types.nameOf(type));
            IntervalSummary summary = new IntervalSummary(bladeId, end, length, types.nameOf(type),
                    calls, failed.getTotalCount(),
                    ok.getTotalCount() == 0 ? 0 : ok.getMean(),
                    Math.max(ok.getMaxValue(), failed.getMaxValue()),
                    ok.getTotalCount() == 0 ? 0 : ok.getValueAtPercentile(99));
            result.add(new IntervalHistogram(summary, ok));
        }
        return result;
    }

    private static final class TypeRecorders {
        final Recorder successes = new Recorder(1, HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
        final Recorder failures = new Recorder(1, HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    }
}
