package org.mwbench.analysis.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

/** Every chart renders headless to a PNG of the asked size and to inline SVG that is well-formed XML. */
class ChartsTest {

    /** Names with XML's special characters: the SVG must escape them, not break. */
    private static final String TCP = "tcp ping <loopback> & \"raw\"";
    private static final String RMI = "rmi ping";

    static Stream<Arguments> charts() {
        return Stream.of(
                Arguments.of("percentiles", Charts.latencyPercentiles("Latency by percentile", histograms())),
                Arguments.of("throughput over time", Charts.overTime("Throughput", Quantity.THROUGHPUT,
                        List.of(line(TCP, 1, 60, 30_000), line(RMI, 1, 60, 15_000)), List.of(XRange.warmup(0, 10)))),
                Arguments.of("latency over time", Charts.overTime("Mean latency", Quantity.latencyNs(),
                        List.of(line(TCP, 1, 60, 21_000), line(RMI, 1, 60, 28_000)), List.of(XRange.warmup(0, 10)))),
                Arguments.of("payload", Charts.byPayloadSize("Time per 1000 calls", Quantity.durationNs("time per 1000 calls"),
                        List.of(powersOfTwo(TCP, 64, 8192, 20e6), powersOfTwo(RMI, 64, 8192, 28e6)))),
                Arguments.of("clients", Charts.byClients("Throughput by clients", Quantity.THROUGHPUT,
                        List.of(line(TCP, 1, 16, 40_000), line(RMI, 1, 16, 20_000)))),
                Arguments.of("clients with bands", Charts.byClientsBanded("Throughput by clients", Quantity.THROUGHPUT,
                        List.of(BandedSeries.builder(TCP).add(1, 30_000, 29_000, 31_000, true).add(10, 120_000, 115_000, 125_000, true)
                                        .add(100, 110_000, 60_000, 150_000, false).add(1000, 100_000, 98_000, 102_000, true).build(),
                                BandedSeries.builder(RMI).add(1, 20_000, 19_500, 20_500, true).build()))),
                Arguments.of("step means", Charts.stepMeans("Step means", Quantity.durationNs("mean per call"),
                        List.of(line(TCP, 1, 20, 21_000), line(RMI, 1, 20, 28_000)))));
    }

    @Test
    void awtIsHeadless() {
        assertTrue(GraphicsEnvironment.isHeadless(), "the tests must run as reports run on servers: java.awt.headless=true");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("charts")
    void pngHasTheChartsSizeAndIsDrawn(String kind, Chart chart) throws IOException {
        assertPng(chart.png(), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
        assertPng(chart.withSize(640, 360).png(), 640, 360);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("charts")
    void svgIsInlineWellFormedXmlNamingTheSeries(String kind, Chart chart) throws Exception {
        String svg = chart.svg("chart-" + kind.replace(' ', '-'));
        assertTrue(svg.startsWith("<svg"), "no XML prolog or DOCTYPE before <svg>: " + svg.substring(0, 60));
        Document document = parse(svg);
        Element root = document.getDocumentElement();
        assertEquals("svg", root.getLocalName());
        assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI());
        assertEquals("0 0 800 450", root.getAttribute("viewBox"));
        String desc = document.getElementsByTagNameNS("http://www.w3.org/2000/svg", "desc").item(0).getTextContent();
        assertTrue(desc.contains(TCP) && desc.contains(RMI), desc);
        assertEquals(List.of(TCP, RMI), chart.seriesNames());
        assertTrue(svg.contains("tcp ping &lt;loopback&gt; &amp;"), "names are escaped in the markup");
    }

    @Test
    void svgIdsAreUniqueAcrossChartsOfOnePageAndReferencesResolve() throws Exception {
        Chart chart = Charts.stepMeans("Step means", Quantity.latencyNs(), List.of(line(RMI, 1, 10, 28_000)));
        String first = chart.svg();
        String second = chart.svg();
        Set<String> firstIds = ids(first);
        Set<String> secondIds = ids(second);
        assertFalse(firstIds.isEmpty());
        for (String id : firstIds) {
            assertFalse(secondIds.contains(id), "id " + id + " appears in two inline SVGs");
        }
        Matcher references = Pattern.compile("url\\(#([^)]+)\\)").matcher(first);
        int count = 0;
        while (references.find()) {
            assertTrue(firstIds.contains(references.group(1)), "dangling reference #" + references.group(1));
            count++;
        }
        assertTrue(count > 0, "XChart clips the plot: there is at least one url(#...) reference");
        // A whole page with both, as the HTML report holds them, is still one well-formed document.
        parse("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + first + second + "</div>");
    }

    @Test
    void chartWithoutDataStillRendersAndSaysSo() throws Exception {
        Map<String, Histogram> empty = new LinkedHashMap<>();
        empty.put(TCP, new Histogram(3));
        Chart percentiles = Charts.latencyPercentiles("No calls", empty);
        assertEquals(List.of(), percentiles.seriesNames());
        assertPng(percentiles.png(), 800, 450);
        assertTrue(percentiles.svg("empty").contains("<desc id=\"empty-desc\">no data</desc>"));
        Chart steps = Charts.stepMeans("No steps", Quantity.latencyNs(), List.of(Series.builder(RMI).build()));
        assertEquals(List.of(), steps.seriesNames());
        parse(steps.svg());
    }

    @Test
    void aRunOfOneIntervalStillShowsItsPoint() throws IOException {
        Chart chart = Charts.overTime("Throughput", Quantity.THROUGHPUT,
                List.of(Series.of(RMI, new double[] {1.4}, new double[] {229.66})), List.of(XRange.warmup(0.09, 1.4)));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.png()));
        int seriesColour = ChartStyle.styles(List.of(RMI)).get(0).color().getRGB();
        int pixels = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth() - 150; x++) { // the legend's sample is on the right
                int rgb = image.getRGB(x, y);
                int distance = Math.abs((rgb >> 16 & 0xFF) - (seriesColour >> 16 & 0xFF))
                        + Math.abs((rgb >> 8 & 0xFF) - (seriesColour >> 8 & 0xFF)) + Math.abs((rgb & 0xFF) - (seriesColour & 0xFF));
                if (distance < 60) { // anti-aliasing blends the marker's edge
                    pixels++;
                }
            }
        }
        assertTrue(pixels >= 20, "the single point is drawn as a marker: " + pixels + " pixels of its colour");
    }

    @Test
    void writesPngAndStandaloneSvgFiles(@TempDir Path dir) throws Exception {
        Chart chart = Charts.byClients("Throughput by clients", Quantity.THROUGHPUT, List.of(line(TCP, 1, 8, 40_000)));
        Path png = chart.writePng(dir.resolve("plots/clients.png"));
        Path svg = chart.writeSvg(dir.resolve("plots/clients.svg"));
        assertPng(Files.readAllBytes(png), 800, 450);
        parse(Files.readString(svg, StandardCharsets.UTF_8));
    }

    private static void assertPng(byte[] png, int width, int height) throws IOException {
        assertTrue(png.length > 1000, "PNG of " + png.length + " bytes");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(width, image.getWidth());
        assertEquals(height, image.getHeight());
        // Lines, text and background: a chart drawn without fonts or data would be near-uniform.
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < height; y += 3) {
            for (int x = 0; x < width; x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 10, colours.size() + " colours");
    }

    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        // Rejecting any DOCTYPE proves the inline SVG has none (browsers ignore it inside HTML anyway).
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    private static Set<String> ids(String svg) {
        Set<String> ids = new HashSet<>();
        Matcher m = Pattern.compile("\\bid=\"([^\"]+)\"").matcher(svg);
        while (m.find()) {
            assertTrue(ids.add(m.group(1)), "id " + m.group(1) + " twice in one SVG");
        }
        return ids;
    }

    static Map<String, Histogram> histograms() {
        Map<String, Histogram> histograms = new LinkedHashMap<>();
        histograms.put(TCP, latencies(20_000));
        histograms.put(RMI, latencies(28_000));
        return histograms;
    }

    /** 100 000 values around {@code medianNs}, with a tail of one call in a hundred at 10x. */
    static Histogram latencies(long medianNs) {
        Histogram histogram = new Histogram(3_600_000_000_000L, 3);
        for (int i = 0; i < 100_000; i++) {
            long value = medianNs + (i % 1000) * (medianNs / 1000);
            histogram.recordValue(i % 100 == 99 ? 10 * value : value);
        }
        return histogram;
    }

    static Series line(String name, int fromX, int toX, double level) {
        Series.Builder builder = Series.builder(name);
        for (int x = fromX; x <= toX; x++) {
            builder.add(x, level * (1 + 0.05 * Math.sin(x)));
        }
        return builder.build();
    }

    static Series powersOfTwo(String name, int from, int to, double level) {
        Series.Builder builder = Series.builder(name);
        for (int x = from; x <= to; x *= 2) {
            builder.add(x, level + x * 100.0);
        }
        return builder.build();
    }
}
