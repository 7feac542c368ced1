package org.mwbench.analysis.charts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.HdrHistogram.AbstractHistogram;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The HdrHistogram percentile distribution plot: latency against percentile, the percentile
 * axis stretched as 1/(1-p) on a log scale so that 90%, 99%, 99.9% and 99.99% are equally
 * spaced and the tail gets as much room as the body. One line per middleware.
 *
 * <p>The axis runs to 99.99% at least, and one decade further for every tenfold more calls
 * than 10^5 (up to 99.9999%), so the last decade always rests on at least ten calls.
 */
final class LatencyPercentileChart implements Chart.Drawing {

    /** Points per decade of 1/(1-p): smooth enough for a 800-pixel-wide plot. */
    private static final int POINTS_PER_DECADE = 25;
    private static final int MIN_DECADES = 4;
    private static final int MAX_DECADES = 6;

    private final String title;
    private final List<Series> lines;
    private final int decades;

    private LatencyPercentileChart(String title, List<Series> lines, int decades) {
        this.title = title;
        this.lines = lines;
        this.decades = decades;
    }

    static Chart chart(String title, Map<String, ? extends AbstractHistogram> histogramsNs) {
        String checkedTitle = LineChart.checkTitle(title);
        Objects.requireNonNull(histogramsNs, "histograms");
        long maxCount = 0;
        for (Map.Entry<String, ? extends AbstractHistogram> e : histogramsNs.entrySet()) {
            Objects.requireNonNull(e.getValue(), "chart '" + checkedTitle + "': histogram '" + e.getKey() + "' is null");
            maxCount = Math.max(maxCount, e.getValue().getTotalCount());
        }
        int decades = decadesFor(maxCount);
        // The points are taken now: histograms are mutable and the chart must not change later.
        Map<String, Series> lines = new LinkedHashMap<>();
        for (Map.Entry<String, ? extends AbstractHistogram> e : histogramsNs.entrySet()) {
            if (e.getValue().getTotalCount() > 0) {
                lines.put(e.getKey(), percentileLine(e.getKey(), e.getValue(), decades));
            }
        }
        List<Series> checked = LineChart.checkSeries(checkedTitle, new ArrayList<>(lines.values()));
        List<String> names = checked.stream().map(Series::name).toList();
        return new Chart(checkedTitle, names, Chart.DEFAULT_WIDTH, Chart.heightFor(names.size()),
                new LatencyPercentileChart(checkedTitle, checked, decades));
    }

    static int decadesFor(long totalCount) {
        int available = totalCount <= 0 ? 0 : (int) Math.floor(Math.log10(totalCount)) - 1;
        return Math.max(MIN_DECADES, Math.min(MAX_DECADES, available));
    }

    /** x = 1/(1-p) from 1 (0%) to 10^decades, y = the value at percentile p, in ns. */
    static Series percentileLine(String name, AbstractHistogram histogram, int decades) {
        Series.Builder line = Series.builder(name);
        int points = decades * POINTS_PER_DECADE;
        for (int i = 0; i <= points; i++) {
            double x = Math.pow(10, (double) i / POINTS_PER_DECADE);
            double percentile = 100.0 * (1.0 - 1.0 / x);
            line.add(x, Math.max(1, histogram.getValueAtPercentile(percentile))); // a log axis has no 0 ns
        }
        return line.build();
    }

    @Override
    public Chart.Drawn draw(int width, int height) {
        double maxY = 0;
        for (Series s : lines) {
            for (double y : s.yView()) {
                maxY = Math.max(maxY, y);
            }
        }
        Quantity latency = Quantity.latencyNs();
        DurationUnit unit = latency.unitFor(maxY);
        XYChart chart = ChartStyle.newChart(width, height, title, "percentile", latency.axisTitle(unit));
        List<String> names = lines.stream().map(Series::name).toList();
        List<ChartStyle.SeriesStyle> styles = ChartStyle.styles(names);
        List<DirectLabels.End> ends = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Series s = lines.get(i);
            double[] y = unit.fromNanos(s.yView());
            XYSeries drawn = chart.addSeries(s.name(), s.xView(), y);
            ChartStyle.styleSeries(drawn, styles.get(i), false);
            ends.add(LineChart.lastPoint(s.name(), s.xView(), y, styles.get(i).labelColor()));
        }
        DirectLabels labels = ends.size() >= DirectLabels.MIN_SERIES ? new DirectLabels(ends) : null;
        // Every line ends at the top percentile: their labels stand in an empty strip right of it.
        double room = labels == null ? 0 : DirectLabels.roomFraction(names, width, chart.getStyler().getLegendFont());
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setXAxisLogarithmicDecadeOnly(true);
        chart.getStyler().setXAxisMin(1.0);
        chart.getStyler().setXAxisMax(Math.pow(10, decades * (1 + room)));
        if (labels != null) {
            chart.addAnnotation(labels);
        }
        // Log latency too: medians of 7 µs and 563 µs and a p99.99 of 50 ms all stay readable.
        chart.getStyler().setYAxisLogarithmic(true);
        // No percentile label over the labels' strip: no line reaches it.
        double top = Math.pow(10, decades) * (1 + 1e-9);
        chart.getStyler().setXAxisTickLabelsFormattingFunction(x -> x > top ? " " : percentileLabel(x));
        if (lines.isEmpty()) {
            chart.addAnnotation(new NoDataNote());
        }
        return new Chart.Drawn(chart, labels);
    }

    /** 1 -> "0%", 10 -> "90%", 100 -> "99%", 1000 -> "99.9%", 10^4 -> "99.99%". */
    static String percentileLabel(double inverseTail) {
        if (inverseTail < 1) {
            return " ";
        }
        long decade = Math.round(Math.log10(inverseTail));
        if (decade >= 0 && decade <= 15 && Math.abs(inverseTail / Math.pow(10, decade) - 1) < 1e-9) {
            BigDecimal percent = BigDecimal.valueOf(100).subtract(BigDecimal.ONE.movePointLeft((int) decade - 2));
            return percent.stripTrailingZeros().toPlainString() + "%";
        }
        return String.format(java.util.Locale.ROOT, "%.4g%%", 100.0 * (1.0 - 1.0 / inverseTail));
    }
}
