package org.mwbench.analysis.charts;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.XYChart;

/**
 * A chart ready to render: it keeps its data, not pixels, and draws itself again for each
 * format and size. Instances are immutable and may be rendered from several threads.
 */
public final class Chart {

    public static final int DEFAULT_WIDTH = 800;
    public static final int DEFAULT_HEIGHT = 450;
    /** The height of one legend entry (11 pt text and its marker) and the legend's margins, in pixels. */
    private static final int LEGEND_ENTRY_HEIGHT = 20;
    private static final int LEGEND_MARGINS = 40;

    /** Gives each inline SVG of one JVM distinct element ids (see {@link #svg()}). */
    private static final AtomicLong SVG_SEQUENCE = new AtomicLong();

    private final String title;
    private final List<String> seriesNames;
    private final int width;
    private final int height;
    private final Drawing drawing;

    /** Builds the XChart chart for a size; called anew for every rendering. */
    @FunctionalInterface
    interface Drawing {
        Drawn draw(int width, int height);
    }

    /** An XChart chart ready to paint, and the direct labels it will paint (null: none). */
    record Drawn(XYChart chart, DirectLabels labels) {
    }

    Chart(String title, List<String> seriesNames, int width, int height, Drawing drawing) {
        if (width < 100 || height < 100 || width > 10_000 || height > 10_000) {
            throw new IllegalArgumentException("chart size " + width + "x" + height + " is outside 100..10000 pixels");
        }
        this.title = title;
        this.seriesNames = List.copyOf(seriesNames);
        this.width = width;
        this.height = height;
        this.drawing = drawing;
    }

    /**
     * {@link #DEFAULT_HEIGHT}, or taller when the legend of this many series would not fit: XChart centres
     * a legend taller than the chart and cuts off its first and last entries.
     */
    static int heightFor(int seriesCount) {
        return Math.max(DEFAULT_HEIGHT, LEGEND_MARGINS + LEGEND_ENTRY_HEIGHT * seriesCount);
    }

    public String title() {
        return title;
    }

    /** The legend labels, in drawing order. */
    public List<String> seriesNames() {
        return seriesNames;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The same chart at another size, in pixels (PNG) or user units (SVG), each 100..10000. */
    public Chart withSize(int newWidth, int newHeight) {
        return new Chart(title, seriesNames, newWidth, newHeight, drawing);
    }

    /** The chart as a PNG image of {@link #width()} x {@link #height()} pixels. */
    public byte[] png() {
        try {
            return ChartEncoder.getBytes(drawing.draw(width, height).chart(), "png");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode chart '" + title + "' as PNG", e);
        }
    }

    /**
     * The chart as an {@code <svg>} element to put inline in HTML: no XML prolog or DOCTYPE,
     * element ids made unique within this JVM, a {@code <title>} and a {@code <desc>} naming
     * the series (text is drawn as outlines, so it looks the same without any font).
     */
    public String svg() {
        return svg("mwbc" + SVG_SEQUENCE.incrementAndGet());
    }

    /**
     * As {@link #svg()}, with every element id starting with {@code idPrefix}: use distinct
     * prefixes for charts on one page. The prefix is letters, digits, '-' and '_', starting
     * with a letter.
     */
    public String svg(String idPrefix) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(256 * 1024);
        try {
            ChartEncoder.saveChart(drawing.draw(width, height).chart(), out, "svg");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode chart '" + title + "' as SVG", e);
        }
        return SvgInliner.inline(out.toString(StandardCharsets.UTF_8), idPrefix, title, seriesNames);
    }

    /**
     * The direct labels as this chart draws them at its size: each line's name and the box it fills,
     * in pixels (empty when the chart has too few series to label). Paints the chart once, off screen.
     */
    List<DirectLabels.Label> directLabels() {
        Drawn drawn = drawing.draw(width, height);
        if (drawn.labels() == null) {
            return List.of();
        }
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            drawn.chart().paint(g, width, height);
        } finally {
            g.dispose();
        }
        return drawn.labels().drawn();
    }

    /** Writes {@link #png()} to a file, creating its folder. */
    public Path writePng(Path file) throws IOException {
        return write(file, png());
    }

    /** Writes {@link #svg()} to a file, creating its folder; the file is a valid standalone SVG. */
    public Path writeSvg(Path file) throws IOException {
        return write(file, svg().getBytes(StandardCharsets.UTF_8));
    }

    private static Path write(Path file, byte[] content) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return Files.write(file, content);
    }

    @Override
    public String toString() {
        return "Chart[" + title + ", " + seriesNames.size() + " series, " + width + "x" + height + "]";
    }
}
