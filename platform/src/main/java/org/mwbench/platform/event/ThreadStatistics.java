package org.mwbench.platform.event;

/**
 * One recording thread's way into its blade's live statistics ({@link StripedStatistics}):
 * the stripe it records in, and whether it has retired. Only its owning thread uses it.
 *
 * <p>The stripes are shared, so a roll's cost does not grow with the threads: a thread
 * claims a stripe for one call's record, starting from the one it last claimed, so that it
 * moves only away from a stripe it found claimed. New threads are handed the stripes in
 * turn, so a few threads (fewer than stripes) mostly each write a stripe of their own, and
 * seldom a cache line another core writes.
 */
public final class ThreadStatistics {
    /** Values above an hour are clamped: the collector's histograms have a bounded range. */
    public static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;

    private final StripedStatistics shared;
    /** The stripe this thread last recorded in: where its next record starts looking. */
    private int home;
    private volatile boolean retired;

    ThreadStatistics(StripedStatistics shared, int home) {
        this.shared = shared;
        this.home = home;
    }

    /**
     * Called on the owning thread's hot path: one CAS, no lock, no allocation once a type is
     * known in the stripe. The open-model rules are {@link OpenModel}'s, the ones every
     * reader of stored calls applies ({@link CallAccumulator}). A retired thread's calls are
     * not counted: its owner said it records no more.
     *
     * @param iterationDelayNanos the call's iteration delay ({@link OpenModel}); {@link OpenModel#UNSCHEDULED} if none
     */
    public void record(int type, boolean success, long durationNanos, long iterationDelayNanos, boolean warmup) {
        if (retired) {
            return;
        }
        int claimed = shared.claimFrom(home);
        home = claimed;
        try {
            record(shared.stripe(claimed).forType(type), success, durationNanos, iterationDelayNanos, warmup);
        } finally {
            shared.release(claimed);
        }
    }

    private static void record(StripedStatistics.TypeHistograms forType, boolean success, long durationNanos,
                               long iterationDelayNanos, boolean warmup) {
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

    /** The owning thread records no more; what it recorded is in the stripes, collected at the next roll. */
    public void retire() {
        retired = true;
    }

    public boolean retired() {
        return retired;
    }
}
