package org.mwbench.platform.storage;

/**
 * One row of a blade's {@code action} file, as {@link ActionFileReader} reads it: see
 * {@link org.mwbench.platform.event.ActionLogWriter#HEADER} for the columns.
 *
 * @param dateNanos          the call's start, in ns since the run's origin
 * @param iterationDelayNanos how late the call's iteration began after its intended start
 *                            ({@link org.mwbench.platform.event.OpenModel}); -1 without one
 * @param comment            free text, empty when none (a failure's kind, say)
 */
public record ActionRow(long dateNanos, int session, String type, long iteration, boolean success,
                        long durationNanos, long iterationDelayNanos, boolean warmup, long result, String comment) {

    /** Adds this call to an accumulator of its action type. */
    public void addTo(org.mwbench.platform.event.CallAccumulator accumulator) {
        accumulator.addCall(dateNanos, success, durationNanos, iterationDelayNanos, warmup, comment);
    }
}
