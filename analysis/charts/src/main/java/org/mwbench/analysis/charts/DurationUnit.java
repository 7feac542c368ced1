package org.mwbench.analysis.charts;

/** The unit an axis of durations is drawn in; values arrive in nanoseconds. */
enum DurationUnit {
    NONE("", 1),
    NS("ns", 1),
    US("\u00b5s", 1e3),
    MS("ms", 1e6),
    S("s", 1e9);

    private final String symbol;
    private final double nanos;

    DurationUnit(String symbol, double nanos) {
        this.symbol = symbol;
        this.nanos = nanos;
    }

    /** The largest unit in which the largest value is at least 1, so ticks stay short. */
    static DurationUnit forMaxNanos(double maxNanos) {
        if (maxNanos >= S.nanos) {
            return S;
        }
        if (maxNanos >= MS.nanos) {
            return MS;
        }
        if (maxNanos >= US.nanos) {
            return US;
        }
        return NS;
    }

    String symbol() {
        return symbol;
    }

    double fromNanos(double value) {
        return value / nanos;
    }

    double[] fromNanos(double[] values) {
        if (this == NONE || this == NS) {
            return values;
        }
        double[] scaled = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            scaled[i] = values[i] / nanos;
        }
        return scaled;
    }
}
