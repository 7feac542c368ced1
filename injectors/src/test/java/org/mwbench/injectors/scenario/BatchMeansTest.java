package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The plateau's stopping rule against synthetic throughput series, seeded so that every run sees
 * the same numbers: white noise, AR(1) noise as consecutive seconds of a busy machine have, and
 * a trend (a plateau still rising). What it guards: an interval that claims 95% must cover the
 * true mean about 95% of the time even when samples are correlated, and a series that is still
 * moving must never be called settled.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BatchMeansTest {
    private static final double MEAN = 1000;

    /** {@code n} samples of one second: MEAN + AR(1) noise x(t) = rho x(t-1) + e(t), scaled so x has standard deviation sd. */
    private static BatchMeans ar1(long seed, int n, double rho, double sd, double trendPerSample) {
        SplittableRandom random = new SplittableRandom(seed);
        BatchMeans series = new BatchMeans(5);
        double innovation = sd * Math.sqrt(1 - rho * rho);
        double x = random.nextGaussian() * sd; // start in the stationary distribution: no warm-up in the noise itself
        for (int t = 0; t < n; t++) {
            series.add(MEAN + trendPerSample * t + x, 1);
            x = rho * x + innovation * random.nextGaussian();
        }
        return series;
    }

    @Test
    void onWhiteNoiseBatchesOfOneSampleAreStudentsTOverTheSamples() {
        BatchMeans series = new BatchMeans(2);
        for (double rate : new double[] {100, 102, 98, 101, 99}) {
            series.add(rate, 1);
        }
        BatchMeans.Estimate estimate = series.estimate();
        // mean 100, sample variance 2.5, standard error sqrt(2.5 / 5), t(0.975, 4) = 2.776;
        // lag-1: deviations 0, 2, -2, 1, -1 give (0 - 4 - 2 - 1) / 10
        assertEquals(100, estimate.mean(), 1e-9);
        assertEquals(2.776 * Math.sqrt(0.5), estimate.halfWidth(), 1e-9);
        assertEquals(1, estimate.batchSize());
        assertEquals(5, estimate.batches());
        assertEquals(-0.7, estimate.lag1(), 1e-9);
        assertTrue(estimate.within(0.05), "±1.96% is within ±5%");
        assertFalse(estimate.within(0.01));
    }

    @Test
    void uncorrelatedSamplesKeepTheShortestBatches() {
        int ones = 0;
        for (long seed = 1; seed <= 200; seed++) {
            if (ar1(seed, 40, 0, 50, 0).estimate().batchSize() == 1) {
                ones++;
            }
        }
        assertTrue(ones >= 150, "white noise rarely needs batches longer than a sample: " + ones + " of 200");
    }

    @Test
    void correlatedSamplesGetLongerBatchesAndAnIntervalThatStillCovers() {
        int covered = 0;
        int naiveCovered = 0;
        int longer = 0;
        int independent = 0;
        int replications = 400;
        for (long seed = 1; seed <= replications; seed++) {
            BatchMeans series = ar1(seed, 64, 0.7, 50, 0);
            BatchMeans.Estimate estimate = series.estimate();
            BatchMeans.Estimate naive = series.withBatchSize(1);
            if (estimate.batchSize() > 1) {
                longer++;
            }
            if (estimate.independent()) {
                independent++;
                if (Math.abs(estimate.mean() - MEAN) <= estimate.halfWidth()) {
                    covered++;
                }
            }
            if (Math.abs(naive.mean() - MEAN) <= naive.halfWidth()) {
                naiveCovered++;
            }
        }
        assertTrue(longer >= 0.9 * replications, "rho 0.7 calls for batches of several samples: " + longer);
        // Student's t over the samples themselves undercovers badly: the true variance of the mean is
        // (1 + rho) / (1 - rho) = 5.7 times what it assumes, so its "95%" covers about 60%.
        assertTrue(naiveCovered < 0.75 * replications, "naive coverage " + naiveCovered + " of " + replications);
        assertTrue(covered >= 0.85 * independent, "batch-means coverage " + covered + " of " + independent
                + " independent estimates (naive: " + naiveCovered + ")");
    }

    @Test
    void aTrendIsNeverSettledHoweverNarrowItsIntervalLooks() {
        int settled = 0;
        for (long seed = 1; seed <= 100; seed++) {
            // +0.5% a second over 40 s with little noise: each batch mean sits above the last one
            BatchMeans.Estimate estimate = ar1(seed, 40, 0, 2, 5).estimate();
            assertTrue(estimate.lag1() > BatchMeans.MAX_LAG1, "a trend correlates every batch length: " + estimate);
            if (estimate.within(0.5)) {
                settled++;
            }
        }
        assertEquals(0, settled, "a rising plateau is not steady, even at ±50%");
    }

    @Test
    void batchesComeFromTheNewestSamplesAndWeighBySampleLength() {
        BatchMeans series = new BatchMeans(2);
        series.add(999, 1); // the oldest, left over when batches of 2 are taken: dropped
        series.add(100, 1);
        series.add(300, 3); // 100/s over 3 s
        series.add(100, 1);
        series.add(100, 1);
        BatchMeans.Estimate pairs = series.withBatchSize(2);
        assertEquals(2, pairs.batches());
        assertEquals(100, pairs.mean(), 1e-9, "400 events over 4 s, then 200 over 2 s");
        assertEquals(0, pairs.halfWidth(), 1e-9);
        assertTrue(pairs.independent(), "batch means that do not vary are steady");
    }

    @Test
    void tooFewSamplesHaveNoIntervalAndBadArgumentsAreRefused() {
        BatchMeans series = new BatchMeans(5);
        for (int i = 0; i < 4; i++) {
            series.add(100, 1);
        }
        assertEquals(Double.POSITIVE_INFINITY, series.estimate().halfWidth());
        assertFalse(series.estimate().within(1));
        series.add(100, 1);
        assertTrue(series.estimate().within(0.01), "five equal seconds: steady at 100/s");
        assertEquals(12.706, BatchMeans.t975(1), 1e-9);
        assertEquals(2.042, BatchMeans.t975(30), 1e-9);
        assertEquals(2.021, BatchMeans.t975(40), 0.003);
        assertThrows(IllegalArgumentException.class, () -> new BatchMeans(1));
        assertThrows(IllegalArgumentException.class, () -> series.add(1, 0));
    }
}
