package org.mwbench.analysis.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The statistics against values computed by hand. */
class StatisticsTest {
    @Test
    void descriptiveIsTheSamplesMeanMinMaxAndStandardDeviation() {
        // mean 5; squared deviations 9+1+1+1+0+0+4+16 = 32; s = sqrt(32 / 7)
        Descriptive d = Descriptive.of(new double[] {2, 4, 4, 4, 5, 5, 7, 9});
        assertEquals(8, d.count());
        assertEquals(5.0, d.mean(), 1e-12);
        assertEquals(2.0, d.min());
        assertEquals(9.0, d.max());
        assertEquals(Math.sqrt(32.0 / 7), d.stdDev(), 1e-12);
        assertEquals(0.0, Descriptive.of(new double[] {3}).stdDev());
        assertThrows(IllegalArgumentException.class, () -> Descriptive.of(new double[0]));
    }

    @Test
    void theConfidenceIntervalIsStudentTBased() {
        // mean 12, s = 2, t(0.975, 2) = 4.302653, half width = 4.302653 * 2 / sqrt(3) = 4.968275
        ConfidenceInterval interval = ConfidenceInterval.ofMean(new double[] {10, 12, 14}, 0.95);
        assertEquals(12.0, interval.mean(), 1e-12);
        assertEquals(4.968275, interval.halfWidth(), 1e-5);
        assertEquals(12 - 4.968275, interval.low(), 1e-5);
        assertEquals(3, interval.n());
        // 90%: t(0.95, 2) = 2.919986
        assertEquals(2.919986 * 2 / Math.sqrt(3), ConfidenceInterval.ofMean(new double[] {10, 12, 14}, 0.90).halfWidth(), 1e-5);
        assertNull(ConfidenceInterval.ofMean(new double[] {10}, 0.95), "one series gives no interval");
    }

    @Test
    void stepMeansGiveDemarey2004sTable1AndTheIntervalOverSeries() {
        StepMeans means = new StepMeans("tcp ping");
        means.addSeries(new double[] {100_000, 110_000, 120_000});
        means.addSeries(new double[] {130_000, 140_000, 150_000});
        Descriptive steps = means.overSteps();
        assertEquals(125_000, steps.mean(), 1e-9);
        assertEquals(100_000, steps.min());
        assertEquals(150_000, steps.max());
        // squared deviations (µs): 625 + 225 + 25 + 25 + 225 + 625 = 1750; s = sqrt(1750 / 5) µs
        assertEquals(Math.sqrt(1750.0 / 5) * 1000, steps.stdDev(), 1e-6);
        assertEquals(8000.0, means.interactionsPerSecond(), 1e-9, "1 / 125 µs");
        assertArrayEquals(new double[] {110_000, 140_000}, means.seriesMeans(), 1e-9);
        // over the series' means 110 and 140 µs: s = 21.2132 µs, t(0.975, 1) = 12.7062
        ConfidenceInterval interval = means.confidenceInterval(0.95);
        assertEquals(125_000, interval.mean(), 1e-9);
        assertEquals(12.7062047 * 21.2132034 / Math.sqrt(2) * 1000, interval.halfWidth(), 1);
        assertEquals(2, interval.n());
        assertArrayEquals(new double[] {115_000, 125_000, 135_000}, means.evolution(), 1e-9);
    }

    @Test
    void evolutionAveragesOnlyTheSeriesThatHaveTheStep() {
        StepMeans means = new StepMeans("t");
        means.addSeries(new double[] {10, 20, 30});
        means.addSeries(new double[] {30});
        assertArrayEquals(new double[] {20, 20, 30}, means.evolution(), 1e-12);
    }

    @Test
    void aReservoirKeepsAtMostItsCapacityAndAllWhenFewer() {
        Reservoir small = new Reservoir(10);
        for (int i = 0; i < 5; i++) {
            small.add(i);
        }
        assertArrayEquals(new double[] {0, 1, 2, 3, 4}, small.sample());
        Reservoir reservoir = new Reservoir(1000);
        for (int i = 0; i < 100_000; i++) {
            reservoir.add(i);
        }
        assertEquals(100_000, reservoir.seen());
        double[] sample = reservoir.sample();
        assertEquals(1000, sample.length);
        // uniform over 0..99999: the sample's mean is near 50,000 (its standard error is about 913)
        assertEquals(50_000, Descriptive.of(sample).mean(), 4 * 913);
    }

    @Test
    void mannWhitneyTellsShiftedSamplesApart() {
        double[] a = {10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
        double[] shifted = {20, 21, 22, 23, 24, 25, 26, 27, 28, 29};
        SignificanceTest same = SignificanceTest.mannWhitney(a, a.clone());
        assertEquals(1.0, same.pValue(), 1e-9);
        // no overlap, n = 10 + 10: U = 0, z = (0 - 50) / sqrt(10 * 10 * 21 / 12) = -3.7796, p = 1.57e-4
        SignificanceTest different = SignificanceTest.mannWhitney(a, shifted);
        assertEquals(1.5705e-4, different.pValue(), 2e-6);
        assertTrue(different.significantAt(0.05));
        assertEquals(SignificanceTest.MANN_WHITNEY, different.name());
    }

    @Test
    void welchIsTheUnequalVarianceTTest() {
        // means 3 and 6, variances 2.5 and 10, n = 5: t = -3 / sqrt(0.5 + 2) = -1.8974,
        // df = 2.5^2 / (0.5^2 / 4 + 2^2 / 4) = 5.882, two-sided p = 0.1075
        SignificanceTest test = SignificanceTest.welch(SignificanceTest.WELCH_STEPS,
                new double[] {1, 2, 3, 4, 5}, new double[] {2, 4, 6, 8, 10});
        assertEquals(0.1075, test.pValue(), 5e-4);
        assertTrue(Double.isNaN(SignificanceTest.welch("x", new double[] {1}, new double[] {2, 3}).pValue()),
                "one value on a side cannot be tested");
    }
}
