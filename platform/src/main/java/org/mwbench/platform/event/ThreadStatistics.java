package org.mwbench.platform.event;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * One recording thread's live statistics: per action type, HdrHistogram recorders that
 * only this thread writes. A shared recorder is wait-free but not contention-free: with
 * two threads on two cores, its counters' cache lines ping-pong between the cores and a
 * call's bookkeeping cost grows several times over. Here nothing on the hot path is
 * shared; the data collector merges every thread's interval histograms once per interval.
 *
 * <p>Recorders are packed (memory follows the buckets used, so 1000 threads stay small)
 * and created on first use, so a thread that never fails holds no failure histogram.
 */
public final class ThreadStatistics {
    /** Values above an hour are clamped: a recorder's histograms have a bounded range. */
    public static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;
    private static final int SIGNIFICANT_DIGITS = CallAccumulator.SIGNIFICANT_DIGITS;

    /** Written by the owning thread only; read by the collector through the volatile array. */
    private volatile TypeStatistics[] types = new TypeStatistics[0];
    private volatile boolean retired;

    /**
     * Called on the owning thread's hot path: no lock, no allocation once a type is known.
     * The open-model rules are {@link OpenModel}'s, the ones every reader of stored calls
     * applies ({@link CallAccumulator}).
     *
     * @param iterationDelayNanos the call's iteration delay ({@link OpenModel}); {@link OpenModel#UNSCHEDULED} if none
     */
    public void record(int type, boolean success, long durationNanos, long iterationDelayNanos, boolean warmup) {
        TypeStatistics[] current = types;
        TypeStatistics forType = type < current.length && current[type] != null ? current[type] : grow(type);
        long value = clamp(durationNanos);
        if (warmup) {
            forType.warmup().recordValue(value);
            return;
        }
        if (success) {
            forType.measured().recordValue(value);
        } else {
            forType.failed().recordValue(value);
        }
        if (OpenModel.scheduled(iterationDelayNanos)) {
            if (success) {
                forType.intended().recordValue(clamp(OpenModel.latencyFromIntendedStart(durationNanos, iterationDelayNanos)));
            }
            if (OpenModel.lateStart(iterationDelayNanos)) {
                forType.late().recordValue(clamp(iterationDelayNanos));
            }
        }
    }

    private static long clamp(long nanos) {
        return Math.min(Math.max(nanos, 0), HIGHEST_TRACKABLE_NANOS);
    }

    private TypeStatistics grow(int type) {
        TypeStatistics[] current = types;
        TypeStatistics[] grown = Arrays.copyOf(current, Math.max(current.length, type + 1));
        grown[type] = new TypeStatistics();
        types = grown;
        return grown[type];
    }

    /** The owning thread records no more; the collector drains it once more and forgets it. */
    public void retire() {
        retired = true;
    }

    public boolean retired() {
        return retired;
    }

    /** For the collector: this thread's statistics per type id; entries may be null. */
    public TypeStatistics[] types() {
        return types;
    }

    /**
     * One action type's recorders within one thread, one per {@link HistogramKind}, each
     * created on first use. Fields rather than an array indexed by kind: the hot path then
     * reads one volatile field per recorder, with no array load or bounds check (measured
     * ×1.06 slower per record with the array).
     */
    public static final class TypeStatistics {
        private volatile SingleWriterRecorder measured;
        private volatile SingleWriterRecorder failed;
        private volatile SingleWriterRecorder warmup;
        private volatile SingleWriterRecorder intended;
        private volatile SingleWriterRecorder late;

        SingleWriterRecorder measured() {
            SingleWriterRecorder recorder = measured;
            return recorder != null ? recorder : (measured = newRecorder());
        }

        SingleWriterRecorder failed() {
            SingleWriterRecorder recorder = failed;
            return recorder != null ? recorder : (failed = newRecorder());
        }

        SingleWriterRecorder warmup() {
            SingleWriterRecorder recorder = warmup;
            return recorder != null ? recorder : (warmup = newRecorder());
        }

        SingleWriterRecorder intended() {
            SingleWriterRecorder recorder = intended;
            return recorder != null ? recorder : (intended = newRecorder());
        }

        SingleWriterRecorder late() {
            SingleWriterRecorder recorder = late;
            return recorder != null ? recorder : (late = newRecorder());
        }

        private static SingleWriterRecorder newRecorder() {
            return new SingleWriterRecorder(SIGNIFICANT_DIGITS, true);
        }

        /** Adds this interval's values into the collector's histograms, indexed by {@link HistogramKind#ordinal()}. */
        public void drainInto(Histogram[] sums) {
            addInterval(measured, sums[HistogramKind.MEASURED.ordinal()]);
            addInterval(failed, sums[HistogramKind.FAILED.ordinal()]);
            addInterval(warmup, sums[HistogramKind.WARMUP.ordinal()]);
            addInterval(intended, sums[HistogramKind.INTENDED.ordinal()]);
            addInterval(late, sums[HistogramKind.LATE.ordinal()]);
        }

        private static void addInterval(SingleWriterRecorder recorder, Histogram sum) {
            if (recorder != null) {
                Histogram interval = recorder.getIntervalHistogram();
                if (interval.getTotalCount() > 0) {
                    sum.add(interval);
                }
            }
        }
    }
}
