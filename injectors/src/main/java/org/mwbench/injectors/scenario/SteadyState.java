package org.mwbench.injectors.scenario;

/**
 * Whether a plateau's throughput has settled: the 95% confidence interval of the mean of its
 * one-second rates (Student's t, since a plateau has few intervals) is within a set fraction
 * of that mean. Two pitfalls it does not hide: consecutive seconds of one run are not fully
 * independent (a GC pause or a noisy neighbour spans several), so the interval is narrower
 * than a repeat of the run would show; and stopping at the first narrow interval favours
 * narrow ones. Both are why a plateau also needs a minimum number of intervals, and why the
 * report compares two whole runs.
 */
final class SteadyState {
    /** t(0.975, df) for df = 1..30; beyond, 1.96 + 2.5 / df is within 0.2% of the true value. */
    private static final double[] T_975 = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};

    private final double width;
    private final int minIntervals;
    private int count;
    private double mean;
    /** Sum of squared differences from the mean (Welford), for a variance that does not cancel out. */
    private double squares;

    /**
     * @param width        the largest half-width of the interval, as a fraction of the mean (0.05 for ±5%)
     * @param minIntervals how many intervals, at least, before the plateau may be called settled
     */
    SteadyState(double width, int minIntervals) {
        if (!(width > 0) || minIntervals < 2) {
            throw new IllegalArgumentException("width " + width + " must be positive and min intervals " + minIntervals
                    + " at least 2 (a confidence interval needs two)");
        }
        this.width = width;
        this.minIntervals = minIntervals;
    }

    /** Adds one interval's rate, in calls per second. */
    void add(double rate) {
        count++;
        double delta = rate - mean;
        mean += delta / count;
        squares += delta * (rate - mean);
    }

    int intervals() {
        return count;
    }

    double mean() {
        return mean;
    }

    /** Half the 95% confidence interval's width, in calls per second; infinite below two intervals. */
    double halfWidth() {
        if (count < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double standardError = Math.sqrt(squares / (count - 1) / count);
        return t975(count - 1) * standardError;
    }

    /** Enough intervals, and an interval within the width: a plateau with no calls at all is steady at zero. */
    boolean settled() {
        return count >= minIntervals && halfWidth() <= width * mean;
    }

    static double t975(int degreesOfFreedom) {
        return degreesOfFreedom <= T_975.length ? T_975[degreesOfFreedom - 1] : 1.96 + 2.5 / degreesOfFreedom;
    }
}
