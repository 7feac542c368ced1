package org.mwbench.analysis.charts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Attacks legends that hide series: a series without a marker sample, entries cut off above and below the chart. */
@Timeout(120)
class LegendTest {
    /** The legend stands right of the plot, within this many pixels of the chart's right edge. */
    private static final int LEGEND_WIDTH = 140;

    @Test
    void aSeriesWhosePointsAreAllHollowShowsItsColourInTheLegend() throws IOException {
        Chart chart = Charts.byClientsBanded("Throughput", Quantity.THROUGHPUT, List.of(
                BandedSeries.builder("tcp").add(1, 30_000, 29_000, 31_000, true).add(10, 120_000, 115_000, 125_000, true).build(),
                BandedSeries.builder("rmi").add(1, 20_000, 10_000, 30_000, false).add(10, 25_000, 10_000, 40_000, false).build()));
        BufferedImage image = image(chart.png());
        int rmi = ChartStyle.styles(List.of("tcp", "rmi")).get(1).color().getRGB();
        assertTrue(pixelsNear(image, rmi, image.getWidth() - LEGEND_WIDTH, image.getWidth()) >= 10,
                "the legend shows rmi's colour");
    }

    @Test
    void theLegendOf26SeriesKeepsItsFirstAndLastEntries() throws IOException {
        List<Series> series = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            series.add(Series.of("middleware " + i, new double[] {1, 2, 3}, new double[] {i, i + 1, i + 2}));
        }
        BufferedImage image = image(Charts.stepMeans("Step means", Quantity.durationNs("mean per call"), series).png());
        int top = -1;
        int bottom = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = image.getWidth() - LEGEND_WIDTH; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    top = top < 0 ? y : top;
                    bottom = y;
                }
            }
        }
        // XChart centres a legend taller than the chart: it then starts above the top and ends below the bottom
        assertTrue(top > 2 && bottom < image.getHeight() - 3, "the legend spans rows " + top + " to " + bottom
                + " of " + image.getHeight());
    }

    private static BufferedImage image(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private static int pixelsNear(BufferedImage image, int rgb, int fromX, int toX) {
        int pixels = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = fromX; x < toX; x++) {
                int p = image.getRGB(x, y);
                int distance = Math.abs((p >> 16 & 0xFF) - (rgb >> 16 & 0xFF))
                        + Math.abs((p >> 8 & 0xFF) - (rgb >> 8 & 0xFF)) + Math.abs((p & 0xFF) - (rgb & 0xFF));
                if (distance < 40) {
                    pixels++;
                }
            }
        }
        return pixels;
    }
}
