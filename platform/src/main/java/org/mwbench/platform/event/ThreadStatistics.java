package org.mwbench.platform.event;

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
    // Kinds as static final ints: constants to the JIT, where an enum's ordinal() is a load.
    private static final int MEASURED = HistogramKind.MEASURED.ordinal();
    private static final int FAILED = HistogramKind.FAILED.ordinal();
    private static final int WARMUP = HistogramKind.WARMUP.ordinal();
    private static final int INTENDED = HistogramKind.INTENDED.ordinal();
    private static final int LATE = HistogramKind.LATE.ordinal();

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
            forType.recorder(WARMUP).recordValue(value);
            return;
        }
        forType.recorder(success ? MEASURED : FAILED).recordValue(value);
        if (OpenModel.scheduled(iterationDelayNanos)) {
            if (success) {
                forType.recorder(INTENDED)
                        .recordValue(clamp(OpenModel.latencyFromIntendedStart(durationNanos, iterationDelayNanos)));
            }
            if (OpenModel.lateStart(iterationDelayNanos)) {
                forType.recorder(LATE).recordValue(clamp(iterationDelayNanos));
            }
        }
    }

    private static long clamp(long nanos) {
        return Math.min(Math.max(nanos, 0), HIGHEST_TRACKABLE_NANOS);
    }

    private TypeStatistics grow(int type) {
        TypeStatistics[] current = types;
        TypeStatistics[] grown = java.util.Arrays.copyOf(current, Math.max(current.length, type + 1));
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
     * One action type's recorders within one thread, one per {@link HistogramKind}. The
     * array is written by the owning thread only; a recorder it creates is published to the
     * collector by the volatile write of the array.
     */
    public static final class TypeStatistics {
        private static final HistogramKind[] KINDS = HistogramKind.values();
        private volatile SingleWriterRecorder[] recorders = new SingleWriterRecorder[KINDS.length];

        SingleWriterRecorder recorder(int kind) {
            SingleWriterRecorder recorder = recorders[kind];
            return recorder != null ? recorder : create(kind);
        }

        private SingleWriterRecorder create(int kind) {
            SingleWriterRecorder[] grown = recorders.clone();
            SingleWriterRecorder recorder = new SingleWriterRecorder(SIGNIFICANT_DIGITS, true);
            grown[kind] = recorder;
            recorders = grown;
            return recorder;
        }

        /** Adds this interval's values into the collector's histograms, indexed by {@link HistogramKind#ordinal()}. */
        public void drainInto(org.HdrHistogram.Histogram[] sums) {
            SingleWriterRecorder[] current = recorders;
            for (int kind = 0; kind < current.length; kind++) {
                if (current[kind] != null) {
                    org.HdrHistogram.Histogram interval = current[kind].getIntervalHistogram();
                    if (interval.getTotalCount() > 0) {
                        sums[kind].add(interval);
                    }
                }
            }
        }
    }
}
