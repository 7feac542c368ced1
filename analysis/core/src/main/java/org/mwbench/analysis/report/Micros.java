package org.mwbench.analysis.report;

/** Durations are stored in ns and shown in µs, as Demarey et al. 2004's tables show them. */
final class Micros {
    private Micros() {
    }

    static double of(double nanos) {
        return nanos / 1e3;
    }
}
