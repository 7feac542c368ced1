package org.mwbench.analysis.stats;

import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Whether two samples of latencies differ, and by which test. Latencies are skewed and
 * heavy-tailed, so a t-test on raw calls is not robust: with every call stored, the test
 * is Mann-Whitney U on per-call durations (sampled to at most {@link #MAX_SAMPLE} per side);
 * with histograms only, Welch's t-test on the step means (loop runs) or on the per-interval
 * means, which are near-normal by the central limit theorem.
 */
public record SignificanceTest(String name, double pValue, int sizeA, int sizeB) {
    public static final int MAX_SAMPLE = 100_000;
    public static final String MANN_WHITNEY = "Mann-Whitney U on calls";
    public static final String WELCH_STEPS = "Welch t on step means";
    public static final String WELCH_INTERVALS = "Welch t on interval means";

    /** Two-sided Mann-Whitney U (normal approximation with tie correction); needs one value per side. */
    public static SignificanceTest mannWhitney(double[] a, double[] b) {
        double p = a.length == 0 || b.length == 0 ? Double.NaN : new MannWhitneyUTest().mannWhitneyUTest(a, b);
        return new SignificanceTest(MANN_WHITNEY, p, a.length, b.length);
    }

    /** Two-sided Welch's t-test (unequal variances); needs two values per side. */
    public static SignificanceTest welch(String name, double[] a, double[] b) {
        double p = a.length < 2 || b.length < 2 ? Double.NaN : new TTest().tTest(a, b);
        return new SignificanceTest(name, p, a.length, b.length);
    }

    public boolean significantAt(double alpha) {
        return pValue < alpha;
    }
}
