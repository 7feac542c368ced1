package org.mwbench.platform.probe;

/** The arithmetic the samplers share: percentages and per-second rates, rounded as stored. */
final class Rates {
    private Rates() {
    }

    static double percent(double part, double whole) {
        return whole <= 0 ? 0 : round(100.0 * part / whole);
    }

    /** A counter's growth per second; a counter that went back (a device reset) counts as 0. */
    static double perSecond(long growth, long elapsedNanos) {
        return elapsedNanos <= 0 || growth < 0 ? 0 : round(growth * 1e9 / elapsedNanos);
    }

    /** Two decimals: probes read counters, not instruments finer than that. */
    static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
