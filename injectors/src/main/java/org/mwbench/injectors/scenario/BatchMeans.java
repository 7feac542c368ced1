package org.mwbench.injectors.scenario;

import java.util.Arrays;

/**
 * The throughput of a plateau and its 95% confidence interval by non-overlapping batch means,
 * for samples that are not independent. Consecutive samples of one run are autocorrelated (a
 * GC pause, a neighbour's burst or a stolen time slice spans several), so Student's t over the
 * samples themselves gives an interval that is too narrow. Batch means group consecutive
 * samples into batches long enough that the batch means are nearly independent, and take
 * Student's t over those instead (Law and Kelton, "Simulation Modeling and Analysis", 9.5.3).
 *
 * <p>The batch length is chosen, not fixed: the shortest of 1, 2, 4, 8... samples whose batch
 * means have a lag-1 autocorrelation of at most {@link #MAX_LAG1} while there are still
 * {@code minBatches} of them. When no length qualifies (a trend, or too few samples for the
 * correlation's span), the estimate is marked {@linkplain Estimate#independent() dependent}
 * and must not be called settled, however narrow its interval looks. Batches are taken from
 * the newest samples: the few oldest that do not fill a batch are dropped, since they are the
 * likeliest to hold what remains of a transient.
 */
final class BatchMeans {
    /**
     * Lag-1 autocorrelation of the batch means at or below which they count as independent.
     * With 0.2, an interval's true coverage stays near its nominal 95% (AR(1) batch means
     * with rho 0.2 widen the true interval by sqrt(1.2/0.8) = 1.22 at most, and the estimate
     * of rho is itself low by about 1/k on k batches, which the threshold absorbs).
     */
    static final double MAX_LAG1 = 0.2;

    /** t(0.975, df) for df = 1..30; beyond, 1.96 + 2.5 / df is within 0.2% of the true value. */
    private static final double[] T_975 = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};

    /**
     * @param mean        the events per second over the samples used (total events over total time)
     * @param halfWidth   half the 95% interval of that mean, in events per second; infinite when unknown
     * @param batchSize   the samples per batch
     * @param batches     the batches the interval was computed from
     * @param lag1        the lag-1 autocorrelation of the batch means (NaN when they do not vary)
     * @param independent whether the batch means may be taken as independent ({@code lag1 <= MAX_LAG1})
     */
    record Estimate(double mean, double halfWidth, int batchSize, int batches, double lag1, boolean independent) {
        /** Independent batch means and an interval within {@code width} (a fraction) of the mean. */
        boolean within(double width) {
            return independent && halfWidth <= width * mean;
        }

        /** Half the interval in percent of the mean; infinite without an interval or a mean. */
        double halfWidthPercent() {
            return mean > 0 ? halfWidth / mean * 100 : halfWidth == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
    }

    private final int minBatches;
    private double[] events = new double[64];
    private double[] seconds = new double[64];
    private int count;

    /** @param minBatches the fewest batches an interval may rest on, at least 2 (t needs one degree of freedom) */
    BatchMeans(int minBatches) {
        if (minBatches < 2) {
            throw new IllegalArgumentException("min batches " + minBatches + " must be at least 2");
        }
        this.minBatches = minBatches;
    }

    /** Adds one sample: {@code events} that happened over {@code seconds} (positive). */
    void add(double events, double seconds) {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("a sample lasts a positive time, not " + seconds + " s");
        }
        if (count == this.events.length) {
            this.events = Arrays.copyOf(this.events, count * 2);
            this.seconds = Arrays.copyOf(this.seconds, count * 2);
        }
        this.events[count] = events;
        this.seconds[count] = seconds;
        count++;
    }

    int samples() {
        return count;
    }

    /**
     * The estimate of the shortest batch length whose means are independent; without one, that of the
     * longest length that still gives {@code minBatches}, marked dependent. Below {@code minBatches}
     * samples, the plain mean with an infinite interval.
     */
    Estimate estimate() {
        if (count < minBatches) {
            return new Estimate(rate(0, count), Double.POSITIVE_INFINITY, 1, count, Double.NaN, false);
        }
        Estimate longest = null;
        for (int size = 1; count / size >= minBatches; size *= 2) {
            longest = withBatchSize(size);
            if (longest.independent()) {
                return longest;
            }
        }
        return longest;
    }

    /** The estimate over the newest {@code count / size} whole batches of {@code size} samples. */
    Estimate withBatchSize(int size) {
        int batches = count / size;
        int first = count - batches * size;
        double[] means = new double[batches];
        for (int b = 0; b < batches; b++) {
            means[b] = rate(first + b * size, first + (b + 1) * size);
        }
        double mean = rate(first, count);
        double average = Arrays.stream(means).average().orElse(0);
        double squares = 0;
        double lagged = 0;
        for (int b = 0; b < batches; b++) {
            squares += (means[b] - average) * (means[b] - average);
            if (b > 0) {
                lagged += (means[b] - average) * (means[b - 1] - average);
            }
        }
        if (squares == 0) {
            return new Estimate(mean, 0, size, batches, Double.NaN, true); // no variation at all: nothing to correlate
        }
        double lag1 = lagged / squares;
        double halfWidth = t975(batches - 1) * Math.sqrt(squares / (batches - 1) / batches);
        return new Estimate(mean, halfWidth, size, batches, lag1, lag1 <= MAX_LAG1);
    }

    /** Events per second over samples [from, to): total events over total time, so uneven samples weigh by their length. */
    private double rate(int from, int to) {
        double sumEvents = 0;
        double sumSeconds = 0;
        for (int i = from; i < to; i++) {
            sumEvents += events[i];
            sumSeconds += seconds[i];
        }
        return sumSeconds > 0 ? sumEvents / sumSeconds : 0;
    }

    static double t975(int degreesOfFreedom) {
        return degreesOfFreedom <= T_975.length ? T_975[degreesOfFreedom - 1] : 1.96 + 2.5 / degreesOfFreedom;
    }
}
