package org.mwbench.platform.probe;

/**
 * A probe's argument as CLIF gives it: {@code PERIOD_MS DURATION_S [EXTRA]}.
 *
 * @param periodMillis   between two samples; one read of the source per period at most
 * @param durationSeconds how long the probe samples; 0 for as long as the injectors run
 * @param extra          the family's extra (network interface, disk device, server blade), or null
 */
public record ProbeSettings(long periodMillis, long durationSeconds, String extra) {
    /** CLIF's usual probe period, and the one the costs in the platform README are given at. */
    public static final long DEFAULT_PERIOD_MILLIS = 1000;
    /** Below this, a probe's own reads would start to show in what it measures. */
    public static final long MIN_PERIOD_MILLIS = 10;
}
