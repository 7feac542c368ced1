package org.mwbench.analysis.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
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
 * the right (a run may compare every middleware), and series told apart by colour first,
 * then by dash pattern and marker. The palette is at least as long as a full run's client rows,
 * so their series never share a colour (with ten, tcp, http-json and omniORB->JacORB were the
 * same blue); beyond it, dash patterns tell them apart.
 */
final class ChartStyle {

    /**
     * Tableau 20's ten hues, dark then light, each with an eleventh (near-black, cyan): series i and
     * i + 11 share a hue family, and differ in lightness, dash and marker too.
     */
    private static final Color[] COLORS = {
        new Color(0x4E79A7), new Color(0xF28E2B), new Color(0x59A14F), new Color(0xB6992D), new Color(0x499894),
        new Color(0xE15759), new Color(0x79706E), new Color(0xD37295), new Color(0xB07AA1), new Color(0x9D7660),
        new Color(0x1F1F1F),
        new Color(0xA0CBE8), new Color(0xFFBE7D), new Color(0x8CD17D), new Color(0xF1CE63), new Color(0x86BCB6),
        new Color(0xFF9D9A), new Color(0xBAB0AC), new Color(0xFABFD2), new Color(0xD4A6C8), new Color(0xD7B5A6),
        new Color(0x17BECF),
    };
    /** Dark colours are solid, light ones dashed, beyond the palette, dotted. */
    private static final int DASH_EVERY = 11;
    private static final BasicStroke[] LINES = {SeriesLines.SOLID, SeriesLines.DASH_DASH, SeriesLines.DOT_DOT};
    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN,
    };

    /** How many series get a colour of their own. */
    static final int DISTINCT_COLORS = COLORS.length;

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

    /** The colour of the series at this position in the legend. */
    static Color color(int index) {
        return COLORS[index % COLORS.length];
    }

    /** The dash pattern of the series at this position in the legend. */
    static BasicStroke line(int index) {
        return LINES[(index / DASH_EVERY) % LINES.length];
    }

    /** The marker of the series at this position in the legend, when it has markers. */
    static Marker marker(int index) {
        return MARKERS[index % MARKERS.length];
    }

    /** Colour, dash and marker of the series at this position in the legend. */
    static void styleSeries(XYSeries series, int index, boolean markers) {
        Color color = color(index);
        series.setLineColor(color);
        series.setMarkerColor(color);
        series.setFillColor(color);
        series.setLineStyle(line(index));
        series.setMarker(markers ? marker(index) : SeriesMarkers.NONE);
    }
}
