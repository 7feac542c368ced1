package org.mwbench.platform.event;

/** What the live view learns of every action as it is recorded. */
public interface LiveStatistics {
    /**
     * Called on the hot path: must not lock or allocate.
     *
     * @param scheduleDelayNanos how late the call started after its intended start, or
     *                           {@link ActionRecorder#UNSCHEDULED}
     */
    void record(int type, boolean success, long durationNanos, long scheduleDelayNanos, boolean warmup);
}
