package org.mwbench.platform.storage;

/**
 * One row of a blade's {@code action} file, as {@link ActionFileReader} reads it: see
 * {@link org.mwbench.platform.event.ActionLogWriter#HEADER} for the columns.
 *
 * @param dateNanos          the call's start, in ns since the run's origin
 * @param scheduleDelayNanos how late the call started after its intended start; -1 without one
 * @param comment            free text, empty when none (a failure's kind, say)
 */
public record ActionRow(long dateNanos, int session, String type, long iteration, boolean success,
                        long durationNanos, long scheduleDelayNanos, boolean warmup, long result, String comment) {
}
