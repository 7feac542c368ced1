package org.mwbench.platform.event;

/**
 * Count, mean and M2 (the sum of squared deviations from the mean) of a stream of values,
 * in one pass: Welford's update for one value, Chan et al.'s for a whole set given by its
 * own count, mean and M2. No catastrophic cancellation, unlike sum-of-squares formulas.
 * The variance is M2 over n for a population, over n - 1 for a sample; callers say which
 * one their figure is.
 */
public final class RunningMoments {
    private long count;
    private double mean;
    private double m2;

    /** Welford: adds one value. */
    public void add(double value) {
        count++;
        double delta = value - mean;
        mean += delta / count;
        m2 += delta * (value - mean);
    }

    /** Chan et al.: adds a set of {@code otherCount} values of mean {@code otherMean} and M2 {@code otherM2}. */
    public void add(long otherCount, double otherMean, double otherM2) {
        if (otherCount == 0) {
            return;
        }
        long total = count + otherCount;
        double delta = otherMean - mean;
        m2 += otherM2 + delta * delta * count * otherCount / total;
        mean += delta * otherCount / total;
        count = total;
    }

    /** Adds another stream's moments. */
    public void add(RunningMoments other) {
        add(other.count, other.mean, other.m2);
    }

    public long count() {
        return count;
    }

    /** The mean; NaN without values. */
    public double mean() {
        return count == 0 ? Double.NaN : mean;
    }

    /** sqrt(M2 / n): the spread of the values themselves; NaN without values. */
    public double populationStandardDeviation() {
        return count == 0 ? Double.NaN : Math.sqrt(m2 / count);
    }

    /** sqrt(M2 / (n - 1)): the estimate of a larger set's spread from these values; 0 for one value. */
    public double sampleStandardDeviation() {
        return count == 0 ? Double.NaN : count == 1 ? 0 : Math.sqrt(m2 / (count - 1));
    }
}
