package org.mwbench.analysis.charts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Named lines over one x axis: the shape of every report chart except the percentile
 * distribution. The x axis is linear or log2 (payload sizes double from step to step);
 * the y axis is a {@link Quantity} and starts at zero when no value is negative.
 */
final class LineChart implements Chart.Drawing {

    /** Beyond this many points per series markers would hide the line. */
    private static final int MAX_POINTS_WITH_MARKERS = 60;

    enum XScale {
        LINEAR,
        /** Drawn at log2(x), ticks labelled with x itself at whole powers of two; x must be > 0. */
        LOG2
    }

    private final String title;
    private final String xAxisTitle;
    private final XScale xScale;
    private final Quantity quantity;
    private final List<Series> series;
    private final List<XRange> shaded;
    private final boolean markers;

    private LineChart(String title, String xAxisTitle, XScale xScale, Quantity quantity,
                      List<Series> series, List<XRange> shaded, boolean markers) {
        this.title = title;
        this.xAxisTitle = xAxisTitle;
        this.xScale = xScale;
        this.quantity = quantity;
        this.series = series;
        this.shaded = shaded;
        this.markers = markers;
    }

    /**
     * @param markers draw a marker at every point when no series has more than
     *     {@value #MAX_POINTS_WITH_MARKERS} points
     */
    static Chart chart(String title, String xAxisTitle, XScale xScale, Quantity quantity,
                       List<Series> series, List<XRange> shaded, boolean markers) {
        String checkedTitle = checkTitle(title);
        Objects.requireNonNull(xAxisTitle, "xAxisTitle");
        Objects.requireNonNull(quantity, "quantity");
        List<Series> lines = checkSeries(checkedTitle, series);
        List<XRange> ranges = List.copyOf(Objects.requireNonNull(shaded, "shaded ranges"));
        if (xScale == XScale.LOG2) {
            for (Series s : lines) {
                double[] x = s.xView();
                for (int i = 0; i < x.length; i++) {
                    if (x[i] <= 0) {
                        throw new IllegalArgumentException("chart '" + checkedTitle + "', series '" + s.name()
                                + "': point " + i + " has x = " + x[i] + ", but a log2 axis needs x > 0");
                    }
                }
            }
        }
        boolean drawMarkers = markers && lines.stream().allMatch(s -> s.size() <= MAX_POINTS_WITH_MARKERS);
        List<String> names = lines.stream().map(Series::name).toList();
        LineChart drawing = new LineChart(checkedTitle, xAxisTitle, xScale, quantity, lines, ranges, drawMarkers);
        return new Chart(checkedTitle, names, Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT, drawing);
    }

    @Override
    public XYChart draw(int width, int height) {
        double maxY = 0;
        double minY = 0;
        for (Series s : series) {
            for (double y : s.yView()) {
                maxY = Math.max(maxY, y);
                minY = Math.min(minY, y);
            }
        }
        DurationUnit unit = quantity.unitFor(Math.max(Math.abs(minY), maxY));
        XYChart chart = ChartStyle.newChart(width, height, title, xAxisTitle, quantity.axisTitle(unit));

        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            double[] x = toAxis(s.xView());
            for (double value : x) {
                minX = Math.min(minX, value);
                maxX = Math.max(maxX, value);
            }
            XYSeries drawn = chart.addSeries(s.name(), x, unit.fromNanos(s.yView()));
            ChartStyle.styleSeries(drawn, i, markers);
        }
        for (XRange range : shaded) {
            minX = Math.min(minX, toAxis(range.from()));
            maxX = Math.max(maxX, toAxis(range.to()));
            chart.addAnnotation(new ShadedRange(axisRange(range)));
        }
        if (minX < maxX) {
            chart.getStyler().setXAxisMin(minX);
            chart.getStyler().setXAxisMax(maxX);
        }
        if (minY >= 0) {
            chart.getStyler().setYAxisMin(0.0);
        }
        if (xScale == XScale.LOG2) {
            chart.getStyler().setXAxisTickLabelsFormattingFunction(LineChart::powerOfTwoLabel);
        }
        if (series.isEmpty()) {
            chart.addAnnotation(new NoDataNote());
        }
        return chart;
    }

    private double toAxis(double x) {
        return xScale == XScale.LOG2 ? Math.log(x) / Math.log(2) : x;
    }

    private double[] toAxis(double[] x) {
        if (xScale == XScale.LINEAR) {
            return x;
        }
        double[] mapped = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            mapped[i] = toAxis(x[i]);
        }
        return mapped;
    }

    private XRange axisRange(XRange range) {
        if (xScale == XScale.LINEAR) {
            return range;
        }
        return new XRange(toAxis(Math.max(range.from(), Double.MIN_NORMAL)), toAxis(Math.max(range.to(), Double.MIN_NORMAL)), range.label());
    }

    /** On a log2 axis only whole exponents get a label: "1", "2", ..., "1024", "1048576". */
    static String powerOfTwoLabel(double exponent) {
        long whole = Math.round(exponent);
        if (Math.abs(exponent - whole) > 1e-6 || whole < -30 || whole > 62) {
            return " ";
        }
        if (whole >= 0) {
            return Long.toString(1L << whole);
        }
        return "1/" + (1L << -whole);
    }

    static String checkTitle(String title) {
        Objects.requireNonNull(title, "title");
        return title;
    }

    static List<Series> checkSeries(String title, List<Series> series) {
        Objects.requireNonNull(series, "series");
        List<Series> nonEmpty = new ArrayList<>(series.size());
        Set<String> names = new HashSet<>();
        for (Series s : series) {
            Objects.requireNonNull(s, "chart '" + title + "': a series is null");
            if (!names.add(s.name())) {
                throw new IllegalArgumentException("chart '" + title + "': two series are named '" + s.name() + "'");
            }
            // A series with no point has nothing to draw, and XChart rejects it.
            if (s.size() > 0) {
                nonEmpty.add(s);
            }
        }
        return List.copyOf(nonEmpty);
    }
}
