package org.mwbench.analysis.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Demarey et al. 2004's figures for one action type of a loop run: the mean of each step of I calls,
 * per series. Table 1 is computed over all the step means of all series (the paper's
 * 50 series × 20 steps = 1000 measures): their mean, min, max and standard deviation, and
 * interactions per second as 1 / mean. The 95% confidence interval of the mean is over the
 * series' own means (one per series), since only series are independent.
 */
public final class StepMeans {
    private final String type;
    private final List<double[]> bySeries = new ArrayList<>();

    public StepMeans(String type) {
        this.type = type;
    }

    /** Adds one series' step means, in step order, in ns. */
    public void addSeries(double[] stepMeansNanos) {
        if (stepMeansNanos.length > 0) {
            bySeries.add(stepMeansNanos.clone());
        }
    }

    public String type() {
        return type;
    }

    public int seriesCount() {
        return bySeries.size();
    }

    public boolean isEmpty() {
        return bySeries.isEmpty();
    }

    public double[] all() {
        return bySeries.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
    }

    /** Mean, min, max and standard deviation over every step mean of every series, in ns. */
    public Descriptive overSteps() {
        return Descriptive.of(all());
    }

    /** Calls per second one client makes at the mean latency: 1 / mean. */
    public double interactionsPerSecond() {
        return 1e9 / overSteps().mean();
    }

    /** Each series' mean of its step means, in ns. */
    public double[] seriesMeans() {
        return bySeries.stream().mapToDouble(steps -> Descriptive.of(steps).mean()).toArray();
    }

    /** The confidence interval of the mean over series, or null with one series. */
    public ConfidenceInterval confidenceInterval(double level) {
        return ConfidenceInterval.ofMean(seriesMeans(), level);
    }

    /** Step i's mean averaged over the series that have a step i: how the means evolve. */
    public double[] evolution() {
        int steps = bySeries.stream().mapToInt(series -> series.length).max().orElse(0);
        double[] evolution = new double[steps];
        for (int i = 0; i < steps; i++) {
            double sum = 0;
            int n = 0;
            for (double[] series : bySeries) {
                if (i < series.length) {
                    sum += series[i];
                    n++;
                }
            }
            evolution[i] = sum / n;
        }
        return evolution;
    }
}
