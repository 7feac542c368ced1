package org.mwbench.console.web.live;

/**
 * One line of the alarm list.
 *
 * @param seq      its place in the feed, for "what is new since"
 * @param runId    the run it belongs to, or empty for the console's own
 * @param time     wall-clock time it was seen, ISO-8601
 * @param blade    the blade that raised it; empty for one of the console's (a lost agent, a failed step)
 * @param severity INFO, WARNING, ERROR or FATAL, as blades' alarm files say
 * @param at       when the blade raised it, in s since the run's origin; -1 when unknown
 */
public record Alarm(long seq, String runId, String time, String blade, String severity, String message, double at) {
}
