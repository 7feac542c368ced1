package org.mwbench.analysis.stats;

import org.mwbench.platform.event.RunningMoments;

/**
 * Count, mean, min, max and standard deviation of a sample of values. The standard
 * deviation is the sample's (divided by n - 1), as spreadsheets' STDEV gives it: these
 * values (step means, say) are a sample from which a spread is estimated, unlike the calls
 * of a run, whose figures are the population's ({@link org.mwbench.platform.event.CallAccumulator}).
 * With a single value it is 0. Demarey et al. 2004's Table 1 is these figures over the
 * step means.
 */
public record Descriptive(int count, double mean, double min, double max, double stdDev) {

    public static Descriptive of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        RunningMoments moments = new RunningMoments();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double value : values) {
            moments.add(value);
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        return new Descriptive(values.length, moments.mean(), min, max, moments.sampleStandardDeviation());
    }
}
