package org.mwbench.analysis.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A chart of a full run names every line at its end, and no label covers another: latencies of
 * many middleware end within a few pixels of each other, which is where labels collide.
 */
@Timeout(120)
class DirectLabelsTest {

    @Test
    void aPercentileChartOfAFullRunLabelsEveryLineWithoutOverlap() throws IOException {
        Map<String, Histogram> histograms = new LinkedHashMap<>();
        for (int i = 0; i < PaletteTest.FULL_RUN.size(); i++) {
            Histogram histogram = new Histogram(3);
            // Tails 1% apart: the lines end almost on one pixel.
            for (int call = 0; call < 20_000; call++) {
                histogram.recordValue(50_000 + call % 100 * 10 + i * 500L);
            }
            histograms.put(PaletteTest.FULL_RUN.get(i), histogram);
        }
        Chart chart = Charts.latencyPercentiles("Latency by percentile", histograms);
        List<DirectLabels.Label> labels = chart.directLabels();
        assertEquals(PaletteTest.FULL_RUN, labels.stream().map(DirectLabels.Label::name).toList());
        assertApartAndInside(labels, chart);
        assertDrawn(labels, chart);
    }

    @Test
    void overTimeByPayloadAndByClientsChartsLabelEveryLineWithoutOverlap() {
        List<Series> series = new ArrayList<>();
        List<BandedSeries> banded = new ArrayList<>();
        for (int i = 0; i < PaletteTest.FULL_RUN.size(); i++) {
            String name = PaletteTest.FULL_RUN.get(i);
            series.add(Series.of(name, new double[] {1, 2, 4, 8}, new double[] {100 + i, 200 + i, 300 + i, 400 + i}));
            // A line that stopped early at 10 clients: its label stands in the plot, not in the strip.
            BandedSeries.Builder line = BandedSeries.builder(name).add(1, 1000 + i, 990 + i, 1010 + i, true);
            line.add(10, 5000 + i, 4900 + i, 5100 + i, true);
            if (i % 3 != 0) {
                line.add(100, 9000 + i, 8900 + i, 9100 + i, true);
            }
            banded.add(line.build());
        }
        for (Chart chart : List.of(
                Charts.overTime("Throughput", Quantity.THROUGHPUT, series, List.of(XRange.warmup(0, 2))),
                Charts.byPayloadSize("Latency by payload", Quantity.latencyNs(), series),
                Charts.byClientsBanded("Throughput by clients", Quantity.THROUGHPUT, banded))) {
            List<DirectLabels.Label> labels = chart.directLabels();
            assertEquals(PaletteTest.FULL_RUN, labels.stream().map(DirectLabels.Label::name).toList(), chart.title());
            assertApartAndInside(labels, chart);
        }
    }

    @Test
    void aSingleSeriesHasItsLegendAndNoLabel() {
        Chart chart = Charts.stepMeans("Step means", Quantity.durationNs("mean per call"),
                List.of(Series.of("tcp", new double[] {1, 2}, new double[] {3, 4})));
        assertTrue(chart.directLabels().isEmpty());
    }

    @Test
    void crowdedBoxesAreSpreadInTheirOrderAndALoneBoxStaysPut() {
        List<Rectangle2D> wanted = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            wanted.add(new Rectangle2D.Double(500, 300 + i * 0.5, 80, 12)); // ten labels wanting one spot
        }
        wanted.add(new Rectangle2D.Double(100, 50, 80, 12)); // no neighbour sharing its x
        wanted.add(new Rectangle2D.Double(500, 395, 80, 12)); // pushed up by the bottom bound
        List<Rectangle2D> placed = LabelLayout.place(wanted, 20, 400, 1);
        for (int a = 0; a < placed.size(); a++) {
            assertTrue(placed.get(a).getY() >= 20 && placed.get(a).getMaxY() <= 400, "box " + a + ": " + placed.get(a));
            assertEquals(wanted.get(a).getX(), placed.get(a).getX(), "boxes move only up or down");
            for (int b = a + 1; b < placed.size(); b++) {
                assertTrue(!placed.get(a).intersects(placed.get(b)), "boxes " + a + " and " + b + " overlap");
            }
        }
        for (int i = 1; i < 10; i++) {
            assertTrue(placed.get(i).getY() > placed.get(i - 1).getY(), "box " + i + " keeps its place in the order");
        }
        assertEquals(50, placed.get(10).getY());
    }

    private static void assertApartAndInside(List<DirectLabels.Label> labels, Chart chart) {
        for (int a = 0; a < labels.size(); a++) {
            Rectangle2D box = labels.get(a).box();
            assertTrue(box.getY() >= 0 && box.getMaxY() <= chart.height() && box.getMaxX() <= chart.width(),
                    chart.title() + ": label " + labels.get(a).name() + " at " + box + " is off the chart");
            assertTrue(box.getX() > labels.get(a).endX(), labels.get(a).name() + " stands right of its line's end");
            for (int b = a + 1; b < labels.size(); b++) {
                assertTrue(!box.intersects(labels.get(b).box()), chart.title() + ": labels " + labels.get(a).name()
                        + " and " + labels.get(b).name() + " overlap: " + box + ", " + labels.get(b).box());
            }
        }
    }

    /** Each label's box holds pixels of its colour: the text is drawn where the layout put it. */
    private static void assertDrawn(List<DirectLabels.Label> labels, Chart chart) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.png()));
        for (DirectLabels.Label label : labels) {
            Rectangle2D box = label.box();
            int pixels = 0;
            for (int y = (int) box.getY(); y < (int) Math.ceil(box.getMaxY()); y++) {
                for (int x = (int) box.getX(); x < (int) Math.ceil(box.getMaxX()); x++) {
                    if (distance(new Color(image.getRGB(x, y)), label.color()) < 60) {
                        pixels++;
                    }
                }
            }
            assertTrue(pixels >= 5, label.name() + ": " + pixels + " pixels of its colour in " + box);
        }
    }

    private static int distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }
}
