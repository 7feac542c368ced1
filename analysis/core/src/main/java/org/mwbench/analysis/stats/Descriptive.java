package org.mwbench.analysis.stats;

/**
 * Count, mean, min, max and standard deviation of a sample of values. The standard
 * deviation is the sample's (divided by n - 1), as spreadsheets' STDEV gives it; with a
 * single value it is 0. Demarey et al. 2004's Table 1 is these figures over the step means.
 */
public record Descriptive(int count, double mean, double min, double max, double stdDev) {

    public static Descriptive of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        double mean = 0;
        double m2 = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < values.length; i++) {
            double delta = values[i] - mean; // Welford: one pass, no cancellation
            mean += delta / (i + 1);
            m2 += delta * (values[i] - mean);
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        return new Descriptive(values.length, mean, min, max, values.length > 1 ? Math.sqrt(m2 / (values.length - 1)) : 0);
    }
}
