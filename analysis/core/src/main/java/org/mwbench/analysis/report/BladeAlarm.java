package org.mwbench.analysis.report;

/** An alarm, with the run and blade that raised it; the date in s since the run's origin. */
public record BladeAlarm(String run, String blade, double seconds, String severity, String message) {
}
