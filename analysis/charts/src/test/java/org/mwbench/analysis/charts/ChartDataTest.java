package org.mwbench.analysis.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** What the charts compute before drawing: axis positions, labels, units, and the checks on input. */
class ChartDataTest {

    @Test
    void percentileAxisIsOneOverTheTail() {
        assertEquals("0%", LatencyPercentileChart.percentileLabel(1));
        assertEquals("90%", LatencyPercentileChart.percentileLabel(10));
        assertEquals("99%", LatencyPercentileChart.percentileLabel(100));
        assertEquals("99.9%", LatencyPercentileChart.percentileLabel(1000));
        assertEquals("99.99%", LatencyPercentileChart.percentileLabel(10_000));
        assertEquals("99.9999%", LatencyPercentileChart.percentileLabel(1_000_000));
        assertEquals("50.00%", LatencyPercentileChart.percentileLabel(2));
    }

    @Test
    void percentileAxisGrowsWithTheNumberOfCalls() {
        assertEquals(4, LatencyPercentileChart.decadesFor(0));
        assertEquals(4, LatencyPercentileChart.decadesFor(1000));
        assertEquals(4, LatencyPercentileChart.decadesFor(999_999));
        assertEquals(5, LatencyPercentileChart.decadesFor(1_000_000));
        assertEquals(6, LatencyPercentileChart.decadesFor(10_000_000));
        assertEquals(6, LatencyPercentileChart.decadesFor(Long.MAX_VALUE));
    }

    @Test
    void percentileLineReadsTheHistogram() {
        Histogram histogram = new Histogram(3);
        for (int value = 1; value <= 10_000; value++) {
            histogram.recordValue(value * 1000L);
        }
        Series line = LatencyPercentileChart.percentileLine("x", histogram, 4);
        double[] x = line.x();
        double[] y = line.y();
        assertEquals(1.0, x[0]);
        assertEquals(10_000.0, x[x.length - 1], 1e-6);
        assertEquals(histogram.getValueAtPercentile(99.99), y[y.length - 1]);
        int at99 = 2 * 25; // two decades in, 25 points per decade
        assertEquals(100.0, x[at99], 1e-9);
        assertEquals(histogram.getValueAtPercentile(99.0), y[at99]);
        for (int i = 1; i < y.length; i++) {
            assertTrue(y[i] >= y[i - 1], "percentiles never decrease");
        }
    }

    @Test
    void durationsAreShownInTheLargestUnitAboveOne() {
        assertEquals(DurationUnit.NS, DurationUnit.forMaxNanos(999));
        assertEquals(DurationUnit.US, DurationUnit.forMaxNanos(560_000));
        assertEquals(DurationUnit.MS, DurationUnit.forMaxNanos(1_500_000));
        assertEquals(DurationUnit.S, DurationUnit.forMaxNanos(2e9));
        assertEquals("latency (\u00b5s)", Quantity.latencyNs().axisTitle(Quantity.latencyNs().unitFor(21_000)));
        assertEquals("throughput (calls/s)", Quantity.THROUGHPUT.axisTitle(Quantity.THROUGHPUT.unitFor(1e6)));
        assertArrayEquals(new double[] {21.5, 1000}, DurationUnit.US.fromNanos(new double[] {21_500, 1_000_000}));
    }

    @Test
    void numbersAreLabelledCompactlyNeverInScientificNotation() {
        assertEquals("0", NumberLabel.compact(0));
        assertEquals("0.25", NumberLabel.compact(0.25));
        assertEquals("230", NumberLabel.compact(229.6629092028454));
        assertEquals("950", NumberLabel.compact(950));
        assertEquals("2.5k", NumberLabel.compact(2500));
        assertEquals("120k", NumberLabel.compact(1.2e5));
        assertEquals("1.2M", NumberLabel.compact(1_200_000));
        assertEquals("1M", NumberLabel.compact(999_700));
        assertEquals("-40k", NumberLabel.compact(-40_000));
    }

    @Test
    void clientsAxisIsLabelledAtDecades() {
        assertEquals("1", LineChart.decadeLabel(0));
        assertEquals("10", LineChart.decadeLabel(1));
        assertEquals("100", LineChart.decadeLabel(2.0000000001));
        assertEquals("1k", LineChart.decadeLabel(3));
        assertEquals(" ", LineChart.decadeLabel(1.5));
    }

    @Test
    void bandedSeriesDrawsItsSettledPointsAsTheLine() {
        BandedSeries rmi = BandedSeries.builder("rmi").add(1, 20_000, 19_000, 21_000, true)
                .add(10, 90_000, 60_000, 120_000, false).add(100, 120_000, 118_000, 122_000, true).build();
        assertEquals(3, rmi.size());
        assertArrayEquals(new double[] {1, 100}, rmi.line().x());
        assertArrayEquals(new double[] {20_000, 120_000}, rmi.line().y());
    }

    @Test
    void payloadAxisIsLabelledAtPowersOfTwo() {
        assertEquals("1", LineChart.powerOfTwoLabel(0));
        assertEquals("64", LineChart.powerOfTwoLabel(6));
        assertEquals("8192", LineChart.powerOfTwoLabel(13.0000000001));
        assertEquals(" ", LineChart.powerOfTwoLabel(6.5));
    }

    @Test
    void badInputIsRefusedWithItsPlace() {
        IllegalArgumentException nan = assertThrows(IllegalArgumentException.class,
                () -> Series.of("rmi ping", new double[] {1, 2}, new double[] {3, Double.NaN}));
        assertEquals("series 'rmi ping': point 1 is (2.0, NaN), not finite", nan.getMessage());
        IllegalArgumentException lengths = assertThrows(IllegalArgumentException.class,
                () -> Series.of("rmi ping", new double[] {1, 2}, new double[] {3}));
        assertEquals("series 'rmi ping': 2 x values but 1 y values", lengths.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Series.builder(" "));
        Series a = Series.of("a", new double[] {1}, new double[] {1});
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> Charts.stepMeans("Steps", Quantity.latencyNs(), List.of(a, a)));
        assertEquals("chart 'Steps': two series are named 'a'", twice.getMessage());
        Series zero = Series.of("tcp string", new double[] {0, 64}, new double[] {1, 2});
        IllegalArgumentException log = assertThrows(IllegalArgumentException.class,
                () -> Charts.byPayloadSize("Payload", Quantity.latencyNs(), List.of(zero)));
        assertEquals("chart 'Payload', series 'tcp string': point 0 has x = 0.0, but a log axis needs x > 0", log.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Charts.byClients("Clients", Quantity.THROUGHPUT, List.of(zero)));
        assertThrows(IllegalArgumentException.class, () -> BandedSeries.builder("rmi").add(1, 5, 6, 4, true));
        assertThrows(IllegalArgumentException.class, () -> BandedSeries.builder("rmi").add(1, 5, Double.NaN, 4, true));
        assertThrows(IllegalArgumentException.class, () -> new XRange(10, 0, "warm-up"));
        assertThrows(IllegalArgumentException.class, () -> a.named("x").named(""));
        assertThrows(IllegalArgumentException.class,
                () -> Charts.stepMeans("Steps", Quantity.latencyNs(), List.of(a)).withSize(50, 50));
        assertThrows(IllegalArgumentException.class,
                () -> Charts.stepMeans("Steps", Quantity.latencyNs(), List.of(a)).svg("1bad prefix"));
    }

    @Test
    void seriesAreCopiesOfTheCallersArrays() {
        double[] x = {1, 2};
        double[] y = {3, 4};
        Series s = Series.of("s", x, y);
        x[0] = 99;
        s.y()[0] = 99;
        assertArrayEquals(new double[] {1, 2}, s.x());
        assertArrayEquals(new double[] {3, 4}, s.y());
    }
}
