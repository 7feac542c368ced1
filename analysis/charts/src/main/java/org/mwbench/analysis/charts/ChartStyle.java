package org.mwbench.analysis.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The one look every report chart shares: white background, a legend outside the plot on
 * the right (a run may compare every middleware), and series styled by family. A full run has
 * a row per installed client, and that many unrelated colours cannot be told apart in a
 * legend, so each family of middleware ({@link SeriesFamily}: the CORBA ORBs, the HTTP
 * clients, Thrift, Dubbo ...) gets a hue of its own, and its members shades of that hue with
 * distinct dash patterns and markers: a reader sees the families at a glance, and
 * {@link DirectLabels} names each line at its end.
 */
final class ChartStyle {

    /** Within a family: the first member solid, the next dashed, dotted, dash-dotted, then again. */
    private static final BasicStroke[] LINES = {
        SeriesLines.SOLID, SeriesLines.DASH_DASH, SeriesLines.DOT_DOT, SeriesLines.DASH_DOT,
    };
    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN,
    };
    /** The first family's hue (a blue, as the old palette began); the others are spread evenly from it. */
    private static final float FIRST_HUE = 0.58f;
    /** A family's first member is dark and saturated, its last light and pale: one hue, told apart by lightness. */
    private static final float DARKEST = 0.60f;
    private static final float LIGHTEST = 0.95f;
    private static final float MOST_SATURATED = 0.90f;
    private static final float PALEST = 0.45f;
    /** Label text darker than this brightness, so that the light shades stay readable on white. */
    private static final float LABEL_BRIGHTNESS = 0.55f;

    /** The colour, dash and marker of one series, and the colour its direct label is written in. */
    record SeriesStyle(Color color, BasicStroke line, Marker marker, Color labelColor) {
    }

    /** Shaded x-ranges: light enough that the lines under them stay readable. */
    static final Color SHADE = new Color(120, 120, 120, 48);

    private ChartStyle() {
    }

    /**
     * DejaVu Sans (Debian's fonts-dejavu-core) when installed, else the logical SansSerif. A
     * physical font draws the same glyphs wherever it is installed; SansSerif is whatever the
     * JDK's font configuration maps it to, and that mapping is cached in
     * ~/.java/fonts/VERSION/fcinfo-*.properties, stale after fonts change.
     */
    private static final class FontFamily {
        static final String NAME = choose();

        private static String choose() {
            for (String family : GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames(Locale.ROOT)) {
                if (family.equals("DejaVu Sans")) {
                    return family;
                }
            }
            return Font.SANS_SERIF;
        }
    }

    static XYChart newChart(int width, int height, String title, String xAxisTitle, String yAxisTitle) {
        XYChart chart = new XYChartBuilder().width(width).height(height)
                .title(title).xAxisTitle(xAxisTitle).yAxisTitle(yAxisTitle).build();
        XYStyler styler = chart.getStyler();
        Font base = new Font(FontFamily.NAME, Font.PLAIN, 12);
        styler.setBaseFont(base);
        styler.setChartTitleFont(base.deriveFont(Font.BOLD, 14f));
        styler.setAxisTitleFont(base);
        styler.setAxisTickLabelsFont(base.deriveFont(11f));
        styler.setLegendFont(base.deriveFont(11f));
        styler.setAnnotationTextFont(base.deriveFont(11f));
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setChartTitleBoxVisible(false);
        styler.setPlotBorderVisible(true);
        styler.setPlotBorderColor(Color.GRAY);
        styler.setPlotGridLinesColor(new Color(225, 225, 225));
        styler.setLegendBorderColor(Color.WHITE);
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        styler.setLegendLayout(Styler.LegendLayout.Vertical);
        styler.setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        styler.setAntiAlias(true);
        return chart;
    }

    /**
     * The style of each series, in the order given. Families get hues spread evenly around the
     * colour wheel, and consecutive families hues about a third of the wheel apart, so that the first
     * few families (all a small run has) are as far apart as they can be.
     */
    static List<SeriesStyle> styles(List<String> names) {
        List<List<Integer>> families = SeriesFamily.group(names);
        SeriesStyle[] styles = new SeriesStyle[names.size()];
        int stride = strideFor(families.size());
        for (int f = 0; f < families.size(); f++) {
            float hue = FIRST_HUE + (float) ((long) f * stride % families.size()) / families.size();
            List<Integer> members = families.get(f);
            for (int k = 0; k < members.size(); k++) {
                float t = members.size() == 1 ? 0f : (float) k / (members.size() - 1);
                float saturation = MOST_SATURATED + (PALEST - MOST_SATURATED) * t;
                float brightness = DARKEST + (LIGHTEST - DARKEST) * t;
                Color color = new Color(Color.HSBtoRGB(hue, saturation, brightness));
                Color label = new Color(Color.HSBtoRGB(hue, MOST_SATURATED, LABEL_BRIGHTNESS));
                styles[members.get(k)] = new SeriesStyle(color, LINES[k % LINES.length], MARKERS[k % MARKERS.length], label);
            }
        }
        return List.of(styles);
    }

    /** A step through the families' hue positions near a third of their number, sharing no factor with it. */
    static int strideFor(int families) {
        int stride = Math.max(1, Math.round(families / 3f));
        while (gcd(stride, families) != 1) {
            stride++;
        }
        return stride;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? Math.max(a, 1) : gcd(b, a % b);
    }

    /** Colour, dash and marker of one series. */
    static void styleSeries(XYSeries series, SeriesStyle style, boolean markers) {
        series.setLineColor(style.color());
        series.setMarkerColor(style.color());
        series.setFillColor(style.color());
        series.setLineStyle(style.line());
        series.setMarker(markers ? style.marker() : SeriesMarkers.NONE);
    }
}
