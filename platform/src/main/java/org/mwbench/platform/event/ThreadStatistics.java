package org.mwbench.platform.event;

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
    private static final int SIGNIFICANT_DIGITS = 3;

    /** Written by the owning thread only; read by the collector through the volatile array. */
    private volatile TypeStatistics[] types = new TypeStatistics[0];
    private volatile boolean retired;

    /** Called on the owning thread's hot path: no lock, no allocation once a type is known. */
    public void record(int type, boolean success, long durationNanos, long scheduleDelayNanos, boolean warmup) {
        TypeStatistics[] current = types;
        TypeStatistics forType = type < current.length && current[type] != null ? current[type] : grow(type);
        long value = clamp(durationNanos);
        if (warmup) {
            forType.warmup().recordValue(value);
            return;
        }
        if (success) {
            forType.successes().recordValue(value);
        } else {
            forType.failures().recordValue(value);
        }
        if (scheduleDelayNanos != ActionRecorder.UNSCHEDULED) {
            if (success) {
                forType.fromIntended().recordValue(clamp(durationNanos + scheduleDelayNanos));
            }
            if (scheduleDelayNanos > org.mwbench.platform.blade.IntervalSummary.LATE_START_NANOS) {
                forType.addLateStart();
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

    /** One action type's recorders within one thread. */
    public static final class TypeStatistics {
        private volatile SingleWriterRecorder successes;
        private volatile SingleWriterRecorder failures;
        private volatile SingleWriterRecorder fromIntended;
        private volatile SingleWriterRecorder warmup;
        private final java.util.concurrent.atomic.AtomicLong lateStarts = new java.util.concurrent.atomic.AtomicLong();
        private long lateStartsCollected;

        SingleWriterRecorder successes() {
            SingleWriterRecorder recorder = successes;
            return recorder != null ? recorder : (successes = newRecorder());
        }

        SingleWriterRecorder failures() {
            SingleWriterRecorder recorder = failures;
            return recorder != null ? recorder : (failures = newRecorder());
        }

        SingleWriterRecorder fromIntended() {
            SingleWriterRecorder recorder = fromIntended;
            return recorder != null ? recorder : (fromIntended = newRecorder());
        }

        SingleWriterRecorder warmup() {
            SingleWriterRecorder recorder = warmup;
            return recorder != null ? recorder : (warmup = newRecorder());
        }

        void addLateStart() {
            // Single writer: a plain increment published lazily is enough, and costs no fence.
            lateStarts.lazySet(lateStarts.get() + 1);
        }

        private static SingleWriterRecorder newRecorder() {
            return new SingleWriterRecorder(SIGNIFICANT_DIGITS, true);
        }

        /** Adds this interval's values into the collector's histograms (any may be null: nothing to add). */
        public void drainInto(Histogram successSum, Histogram failureSum, Histogram intendedSum, Histogram warmupSum) {
            addInterval(successes, successSum);
            addInterval(failures, failureSum);
            addInterval(fromIntended, intendedSum);
            addInterval(warmup, warmupSum);
        }

        /** Late starts since the last call; for the collector's thread only. */
        public long lateStartsSinceLastCall() {
            long now = lateStarts.get();
            long since = now - lateStartsCollected;
            lateStartsCollected = now;
            return since;
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
