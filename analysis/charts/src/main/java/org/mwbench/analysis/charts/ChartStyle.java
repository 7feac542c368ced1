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
 * the right (a run may compare a dozen middleware), and series told apart by colour first,
 * then by dash pattern and marker, so the 11th series still differs from the 1st.
 */
final class ChartStyle {

    /** Tableau 10: distinct hues that stay distinct in grey print. */
    private static final Color[] COLORS = {
        new Color(0x4E79A7), new Color(0xF28E2B), new Color(0xE15759), new Color(0x76B7B2),
        new Color(0x59A14F), new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7),
        new Color(0x9C755F), new Color(0x79706E),
    };
    private static final BasicStroke[] LINES = {SeriesLines.SOLID, SeriesLines.DASH_DASH, SeriesLines.DOT_DOT};
    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN,
    };

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

    /** Colour, dash and marker of the series at this position in the legend. */
    static void styleSeries(XYSeries series, int index, boolean markers) {
        Color color = color(index);
        series.setLineColor(color);
        series.setMarkerColor(color);
        series.setFillColor(color);
        series.setLineStyle(LINES[(index / COLORS.length) % LINES.length]);
        series.setMarker(markers ? MARKERS[index % MARKERS.length] : SeriesMarkers.NONE);
    }
}
