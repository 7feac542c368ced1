package org.mwbench.results.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Guards the detector's statistics: a planted slowdown is found, noise of the same size as before is not. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RegressionDetectorTest {
    private static List<HistoryPoint> history(double... values) {
        List<HistoryPoint> points = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            points.add(new HistoryPoint("run" + i, "run" + i, "plan", 1000L * i, "v", false, "bed", "bed", "rmi", "",
                    "ping", -1, 1, 1000, 0, 1, values[i], values[i], values[i]));
        }
        return points;
    }

    private static double[] noisy(int n, double mean, double spread, long seed, double last) {
        Random random = new Random(seed);
        double[] values = new double[n + 1];
        for (int i = 0; i < n; i++) {
            values[i] = mean * (1 + spread * random.nextGaussian());
        }
        values[n] = last;
        return values;
    }

    @Test
    void aPlantedSlowdownIsARegressionAndTheSameNoiseRarelyIs() {
        RegressionDetector detector = new RegressionDetector(10, 2);
        int falseAlarms = 0;
        int seeds = 200;
        for (long seed = 1; seed <= seeds; seed++) {
            RegressionCheck slower = detector.check(history(noisy(10, 100_000, 0.02, seed, 130_000)), Metric.MEDIAN).get(0);
            assertTrue(slower.regressed(), "30% slower than 2% noise, seed " + seed + ": " + slower);
            double usual = noisy(11, 100_000, 0.02, seed + 1000, 0)[10];
            falseAlarms += detector.check(history(noisy(10, 100_000, 0.02, seed, usual)), Metric.MEDIAN).get(0)
                    .regressed() ? 1 : 0;
        }
        // a one-sided 99% prediction interval: about 1 value in 100 from the same noise lies beyond it
        assertTrue(falseAlarms <= seeds * 3 / 100, falseAlarms + " false alarms in " + seeds);
    }

    @Test
    void throughputRegressesDownwardsAndFewEarlierRunsAreNotJudged() {
        RegressionDetector detector = new RegressionDetector(10, 2);
        assertTrue(detector.check(history(1000, 1010, 990, 1005, 700), Metric.THROUGHPUT).get(0).regressed());
        assertFalse(detector.check(history(1000, 1010, 990, 1005, 1300), Metric.THROUGHPUT).get(0).regressed());
        RegressionCheck young = detector.check(history(100, 200, 900), Metric.MEDIAN).get(0);
        assertFalse(young.judged());
        assertEquals(2, young.earlier());
    }

    @Test
    void aChangeBelowTheFloorIsNotReportedEvenOverAQuietWindow() {
        RegressionDetector detector = new RegressionDetector(10, 2);
        assertFalse(detector.check(history(100, 100, 100, 100, 101), Metric.MEDIAN).get(0).regressed());
        assertTrue(detector.check(history(100, 100, 100, 100, 103), Metric.MEDIAN).get(0).regressed());
    }
}
