package org.mwbench.results.query;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A figure of a case that history and regression detection follow. Percentiles are recomputed
 * from the merged histograms of every blade and series of the case in the run, never averaged
 * ("aggregation of aggregations"); the mean is the successes' exact mean; throughput is the
 * blades' calls per second added up, averaged over series.
 */
public enum Metric {
    MEAN("mean", -1), MEDIAN("median", 50), P90("p90", 90), P99("p99", 99), P999("p999", 99.9), MAX("max", 100),
    THROUGHPUT("throughput", -1);

    private final String label;
    private final double percentile;

    Metric(String label, double percentile) {
        this.label = label;
        this.percentile = percentile;
    }

    public String label() {
        return label;
    }

    /** The percentile this metric is (100 for max), or -1 for the mean and throughput. */
    public double percentile() {
        return percentile;
    }

    /** Durations are better lower; throughput is better higher. */
    public boolean higherIsBetter() {
        return this == THROUGHPUT;
    }

    /** The unit of its values: ns for durations, calls/s for throughput. */
    public String unit() {
        return this == THROUGHPUT ? "calls/s" : "ns";
    }

    public static Metric parse(String text) {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        if (wanted.equals("p50")) {
            return MEDIAN;
        }
        return Arrays.stream(values()).filter(m -> m.label.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no metric '" + text + "'; one of "
                        + Arrays.stream(values()).map(Metric::label).collect(Collectors.joining(", ")) + ", p50"));
    }
}
