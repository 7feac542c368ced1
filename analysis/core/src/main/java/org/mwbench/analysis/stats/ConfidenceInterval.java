package org.mwbench.analysis.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * A two-sided confidence interval of a mean from n independent values (here: one mean per
 * series of a campaign), Student-t based: mean ± t(1 - (1 - level) / 2, n - 1) · s / √n.
 * The series are independent because every blade, servers included, restarts between them;
 * the steps of one series are not, which is why the interval is not over steps.
 */
public record ConfidenceInterval(double mean, double halfWidth, double level, int n) {

    /** The interval, or null with fewer than two values: one series gives no interval. */
    public static ConfidenceInterval ofMean(double[] values, double level) {
        if (values.length < 2) {
            return null;
        }
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("confidence level must be in (0, 1), not " + level);
        }
        Descriptive sample = Descriptive.of(values);
        double t = new TDistribution(values.length - 1).inverseCumulativeProbability(1 - (1 - level) / 2);
        return new ConfidenceInterval(sample.mean(), t * sample.stdDev() / Math.sqrt(values.length), level, values.length);
    }

    public double low() {
        return mean - halfWidth;
    }

    public double high() {
        return mean + halfWidth;
    }
}
