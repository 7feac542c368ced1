package org.mwbench.results.query;

import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.apache.commons.math3.distribution.TDistribution;
import org.mwbench.results.store.CasePercentiles;
import org.mwbench.results.store.RunFolderReader;

/**
 * Gathers one case's measures in one run (every blade, every series) and computes a metric
 * with its interval from them: percentiles from the merged histogram, the mean from the
 * successes' exact means (its spread pooled from the measures' means and standard deviations),
 * max as the largest max, throughput added up over blades. Histograms are decoded only for
 * percentiles, which are what needs them, and only for runs stored without their cases'
 * percentiles ({@link CasePercentiles}, schema version 2).
 */
final class CaseInRun {
    private static final double Z95 = 1.959963984540054;

    private final Histogram merged = new Histogram(3);
    private final Map<Integer, double[]> bySeries = new TreeMap<>(); // successes, sum of durations, throughput
    private long calls;
    private long errors;
    /** Sum over measures of successes x (variance + mean squared): the pooled variance without histograms. */
    private double sumOfSquares;
    private double max = Double.NaN;
    /** The metric's value, low and high from table case_percentile; null for a run stored before it. */
    private double[] stored;

    void add(int series, long measureCalls, long measureErrors, Double meanNanos, Double stdDevNanos, Double maxNanos,
             Double throughput) {
        calls += measureCalls;
        errors += measureErrors;
        long successes = measureCalls - measureErrors;
        double[] sums = bySeries.computeIfAbsent(series, s -> new double[3]);
        if (meanNanos != null && successes > 0) {
            sums[0] += successes;
            sums[1] += meanNanos * successes;
            double sd = stdDevNanos == null ? 0 : stdDevNanos;
            sumOfSquares += successes * (sd * sd + meanNanos * meanNanos);
        }
        if (maxNanos != null) {
            max = Double.isNaN(max) ? maxNanos : Math.max(max, maxNanos);
        }
        sums[2] += throughput == null ? 0 : throughput;
    }

    /** Adds a measure's encoded histogram, for a run stored without its cases' percentiles. */
    void addHistogram(String histogram) {
        merged.add(RunFolderReader.decode(histogram));
    }

    /** Takes the percentile stored with the run (the same figures as the merged histograms give). */
    void storedPercentile(double value, double low, double high) {
        stored = new double[] {value, low, high};
    }

    long calls() {
        return calls;
    }

    long errors() {
        return errors;
    }

    int series() {
        return bySeries.size();
    }

    /** The value, low and high of the metric; NaN values when there is nothing to compute it from. */
    double[] value(Metric metric) {
        return switch (metric) {
            case MEAN -> mean();
            case THROUGHPUT -> overSeries(bySeries.values().stream().mapToDouble(s -> s[2]).toArray());
            case MAX -> new double[] {max, max, max};
            default -> percentile(metric.percentile());
        };
    }

    /** The percentile computed when the run was stored, else from the measures' histograms merged here. */
    private double[] percentile(double percentile) {
        return stored != null ? stored : CasePercentiles.interval(merged, percentile);
    }

    private double[] mean() {
        double[] seriesMeans = bySeries.values().stream().filter(s -> s[0] > 0).mapToDouble(s -> s[1] / s[0]).toArray();
        double successes = bySeries.values().stream().mapToDouble(s -> s[0]).sum();
        double sum = bySeries.values().stream().mapToDouble(s -> s[1]).sum();
        if (successes == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double mean = sum / successes;
        if (seriesMeans.length >= 2) {
            double[] interval = overSeries(seriesMeans);
            return new double[] {mean, interval[1] - interval[0] + mean, interval[2] - interval[0] + mean};
        }
        double variance = Math.max(0, sumOfSquares / successes - mean * mean);
        double halfWidth = successes > 1 ? Z95 * Math.sqrt(variance) / Math.sqrt(successes) : 0;
        return new double[] {mean, mean - halfWidth, mean + halfWidth};
    }

    /** Student's t 0.975 quantile by degrees of freedom: computed once each (history asks it for every point). */
    private static final Map<Integer, Double> T975 = new java.util.concurrent.ConcurrentHashMap<>();

    private static double t975(int degreesOfFreedom) {
        // no random generator: the default constructor seeds one, for sampling this never does
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.975);
    }

    /** The mean of per-series values with its Student-t 95% interval (none with one series). */
    static double[] overSeries(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double mean = java.util.Arrays.stream(values).average().orElse(Double.NaN);
        if (n < 2) {
            return new double[] {mean, mean, mean};
        }
        double squares = java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum();
        double halfWidth = T975.computeIfAbsent(n - 1, CaseInRun::t975) * Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        return new double[] {mean, mean - halfWidth, mean + halfWidth};
    }
}
