package org.mwbench.console;

/** Durations in the unit that reads best: 850 ns, 42.1 us, 3.25 ms, 1.20 s. */
final class Units {
    private Units() {
    }

    static String nanos(double nanos) {
        if (nanos < 1e3) {
            return String.format("%.0f ns", nanos);
        }
        if (nanos < 1e6) {
            return String.format("%.1f us", nanos / 1e3);
        }
        if (nanos < 1e9) {
            return String.format("%.2f ms", nanos / 1e6);
        }
        return String.format("%.2f s", nanos / 1e9);
    }
}
