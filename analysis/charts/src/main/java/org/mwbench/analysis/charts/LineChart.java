package org.mwbench.analysis.charts;

import java.awt.Color;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Named lines over one x axis: the shape of every report chart except the percentile
 * distribution. The x axis is linear, log2 (payload sizes double from step to step) or log10
 * (clients from 1 to 1000); the y axis is a {@link Quantity}, starts at zero when no value is
 * negative, and is labelled "2.5k", "120k", "1.2M". A line may carry an interval band and
 * points that did not settle ({@link BandedSeries}).
 */
final class LineChart implements Chart.Drawing {

    /** Beyond this many points per series markers would hide the line. */
    private static final int MAX_POINTS_WITH_MARKERS = 60;
    /** A series this short always gets markers. */
    static final int FEW_POINTS = 5;
    /** The legend name of the invisible series that make XChart's y range hold the bands: never shown. */
    private static final String EXTENT = "\u0000extent ";

    enum XScale {
        LINEAR,
        /** Drawn at log2(x), ticks labelled with x itself at whole powers of two; x must be > 0. */
        LOG2,
        /** Drawn at log10(x), ticks labelled 1, 10, 100, 1k from 1 to at least 1000; x must be > 0. */
        LOG10
    }

    /** How the x axis spans its data. */
    enum XRangeRule {
        /** from the smallest x to the largest */
        DATA,
        /** from 0 (time since the run's origin) to a little past the largest x, so the last marker shows whole */
        FROM_ZERO
    }

    private final String title;
    private final String xAxisTitle;
    private final XScale xScale;
    private final XRangeRule xRange;
    private final Quantity quantity;
    private final List<BandedSeries> series;
    private final List<XRange> shaded;
    private final boolean markers;
    private final boolean logY;

    private LineChart(String title, String xAxisTitle, XScale xScale, XRangeRule xRange, Quantity quantity,
                      List<BandedSeries> series, List<XRange> shaded, boolean markers, boolean logY) {
        this.title = title;
        this.xAxisTitle = xAxisTitle;
        this.xScale = xScale;
        this.xRange = xRange;
        this.quantity = quantity;
        this.series = series;
        this.shaded = shaded;
        this.markers = markers;
        this.logY = logY;
    }

    /**
     * @param markers draw a marker at every point when no series has more than
     *     {@value #MAX_POINTS_WITH_MARKERS} points
     */
    static Chart chart(String title, String xAxisTitle, XScale xScale, Quantity quantity,
                       List<Series> series, List<XRange> shaded, boolean markers) {
        return chart(title, xAxisTitle, xScale, XRangeRule.DATA, quantity, plain(title, series), shaded, markers);
    }

    /** Plain lines as banded series without bands, every point settled. */
    static List<BandedSeries> plain(String title, List<Series> series) {
        List<BandedSeries> lines = new ArrayList<>();
        for (Series s : checkSeries(title, series)) {
            BandedSeries.Builder builder = BandedSeries.builder(s.name());
            double[] x = s.xView();
            double[] y = s.yView();
            for (int i = 0; i < x.length; i++) {
                builder.add(x[i], y[i]);
            }
            lines.add(builder.build());
        }
        return lines;
    }

    static Chart chart(String title, String xAxisTitle, XScale xScale, XRangeRule xRange, Quantity quantity,
                       List<BandedSeries> series, List<XRange> shaded, boolean markers) {
        return chart(title, xAxisTitle, xScale, xRange, quantity, series, shaded, markers, false);
    }

    /** @param logY a log10 y axis (latencies that grow by decades with the clients); every y must be > 0 */
    static Chart chart(String title, String xAxisTitle, XScale xScale, XRangeRule xRange, Quantity quantity,
                       List<BandedSeries> series, List<XRange> shaded, boolean markers, boolean logY) {
        String checkedTitle = checkTitle(title);
        Objects.requireNonNull(xAxisTitle, "xAxisTitle");
        Objects.requireNonNull(quantity, "quantity");
        List<BandedSeries> lines = checkBanded(checkedTitle, series);
        List<XRange> ranges = List.copyOf(Objects.requireNonNull(shaded, "shaded ranges"));
        if (xScale != XScale.LINEAR) {
            for (BandedSeries s : lines) {
                double[] x = s.xView();
                for (int i = 0; i < x.length; i++) {
                    if (x[i] <= 0) {
                        throw new IllegalArgumentException("chart '" + checkedTitle + "', series '" + s.name()
                                + "': point " + i + " has x = " + x[i] + ", but a log axis needs x > 0");
                    }
                }
            }
        }
        if (logY) {
            for (BandedSeries s : lines) {
                for (int i = 0; i < s.size(); i++) {
                    if (s.yView()[i] <= 0 || s.lowView()[i] <= 0) {
                        throw new IllegalArgumentException("chart '" + checkedTitle + "', series '" + s.name()
                                + "': point " + i + " is not > 0, but a log y axis needs it");
                    }
                }
            }
        }
        boolean drawMarkers = markers && lines.stream().allMatch(s -> s.size() <= MAX_POINTS_WITH_MARKERS);
        List<String> names = lines.stream().map(BandedSeries::name).toList();
        LineChart drawing = new LineChart(checkedTitle, xAxisTitle, xScale, xRange, quantity, lines, ranges, drawMarkers,
                logY);
        return new Chart(checkedTitle, names, Chart.DEFAULT_WIDTH, Chart.heightFor(names.size()), drawing);
    }

    @Override
    public Chart.Drawn draw(int width, int height) {
        double maxY = 0;
        double minY = 0;
        for (BandedSeries s : series) {
            for (int i = 0; i < s.size(); i++) {
                maxY = Math.max(maxY, Math.max(s.yView()[i], Double.isNaN(s.highView()[i]) ? 0 : s.highView()[i]));
                minY = Math.min(minY, Math.min(s.yView()[i], Double.isNaN(s.lowView()[i]) ? 0 : s.lowView()[i]));
            }
        }
        DurationUnit unit = quantity.unitFor(Math.max(Math.abs(minY), maxY));
        XYChart chart = ChartStyle.newChart(width, height, title, xAxisTitle, quantity.axisTitle(unit));

        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        List<ChartStyle.SeriesStyle> styles = ChartStyle.styles(series.stream().map(BandedSeries::name).toList());
        List<DirectLabels.End> ends = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            BandedSeries s = series.get(i);
            double[] x = toAxis(s.xView());
            double[] y = unit.fromNanos(s.yView());
            double[] low = unit.fromNanos(s.lowView());
            double[] high = unit.fromNanos(s.highView());
            for (double value : x) {
                minX = Math.min(minX, value);
                maxX = Math.max(maxX, value);
            }
            Series line = s.line();
            boolean onlyUnsettled = line.size() == 0;
            double[] drawnX = onlyUnsettled ? x : toAxis(line.xView());
            double[] drawnY = onlyUnsettled ? y : unit.fromNanos(line.yView());
            XYSeries drawn = chart.addSeries(s.name(), drawnX, drawnY); // only unsettled: the hollow circles show them
            ends.add(lastPoint(s.name(), drawnX, drawnY, styles.get(i).labelColor()));
            // A line of a few points (a middleware measured for a second or two) is drawn with markers
            // even when longer lines are not: a line of one point draws nothing at all.
            ChartStyle.styleSeries(drawn, styles.get(i), markers || line.size() <= FEW_POINTS);
            if (onlyUnsettled) {
                // hollow, as the points themselves: with no marker its legend entry would show no colour at all
                drawn.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
                drawn.setMarker(new HollowCircle());
            }
            if (hasExtras(s)) {
                extent(chart, i, x, y, low, high);
                chart.addAnnotation(new IntervalBand(x, y, low, high, s.settledView(), styles.get(i).color()));
            }
        }
        for (XRange range : shaded) {
            minX = Math.min(minX, toAxis(range.from()));
            maxX = Math.max(maxX, toAxis(range.to()));
            chart.addAnnotation(new ShadedRange(axisRange(range)));
        }
        DirectLabels labels = ends.size() >= DirectLabels.MIN_SERIES ? new DirectLabels(ends) : null;
        // The labels of lines that end at the right edge stand in an empty strip right of the data.
        double room = labels == null ? 0 : DirectLabels.roomFraction(
                ends.stream().map(DirectLabels.End::name).toList(), width, chart.getStyler().getLegendFont());
        if (xScale == XScale.LOG10) {
            // The whole range of populations a scalability run goes through, even when a run stopped early.
            double decades = Math.max(3.0, Math.ceil(maxX - 1e-9));
            chart.getStyler().setXAxisMin(0.0);
            chart.getStyler().setXAxisMax(decades * (1 + room));
            chart.getStyler().setXAxisTickLabelsFormattingFunction(exponent -> exponent > decades + 1e-6
                    ? " " : decadeLabel(exponent));
        } else if (xRange == XRangeRule.FROM_ZERO && minX >= 0 && maxX > 0) {
            chart.getStyler().setXAxisMin(0.0);
            chart.getStyler().setXAxisMax(maxX * (1.02 + room));
        } else if (minX < maxX) {
            chart.getStyler().setXAxisMin(minX);
            chart.getStyler().setXAxisMax(maxX + (maxX - minX) * room);
        }
        if (labels != null) {
            chart.addAnnotation(labels);
        }
        if (logY) {
            chart.getStyler().setYAxisLogarithmic(true);
        } else if (minY >= 0) {
            chart.getStyler().setYAxisMin(0.0);
        }
        chart.getStyler().setYAxisTickLabelsFormattingFunction(NumberLabel::compact);
        if (xScale == XScale.LOG2) {
            chart.getStyler().setXAxisTickLabelsFormattingFunction(LineChart::powerOfTwoLabel);
        }
        if (series.isEmpty()) {
            chart.addAnnotation(new NoDataNote());
        }
        return new Chart.Drawn(chart, labels);
    }

    /** The line's end: its point of largest x (the last in time, size or clients), the later one on a tie. */
    static DirectLabels.End lastPoint(String name, double[] x, double[] y, Color color) {
        int last = 0;
        for (int i = 1; i < x.length; i++) {
            if (x[i] >= x[last]) {
                last = i;
            }
        }
        return new DirectLabels.End(name, x[last], y[last], color);
    }

    private static boolean hasExtras(BandedSeries s) {
        for (int i = 0; i < s.size(); i++) {
            if (!s.settledView()[i] || !Double.isNaN(s.lowView()[i])) {
                return true;
            }
        }
        return false;
    }

    /** An invisible series through every band end and hollow point, so that XChart's y range holds them. */
    private static void extent(XYChart chart, int index, double[] x, double[] y, double[] low, double[] high) {
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            points.add(new double[] {x[i], y[i]});
            if (!Double.isNaN(low[i])) {
                points.add(new double[] {x[i], low[i]});
                points.add(new double[] {x[i], high[i]});
            }
        }
        XYSeries extent = chart.addSeries(EXTENT + index, points.stream().mapToDouble(p -> p[0]).toArray(),
                points.stream().mapToDouble(p -> p[1]).toArray());
        extent.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        extent.setMarker(SeriesMarkers.NONE);
        extent.setLineColor(new Color(0, 0, 0, 0));
        extent.setShowInLegend(false);
    }

    private double toAxis(double x) {
        return switch (xScale) {
            case LINEAR -> x;
            case LOG2 -> Math.log(x) / Math.log(2);
            case LOG10 -> Math.log10(x);
        };
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

    /** On a log10 axis only whole decades get a label: "1", "10", "100", "1k", "10k". */
    static String decadeLabel(double exponent) {
        long whole = Math.round(exponent);
        if (Math.abs(exponent - whole) > 1e-6 || whole < -12 || whole > 15) {
            return " ";
        }
        return NumberLabel.compact(Math.pow(10, whole));
    }

    static String checkTitle(String title) {
        Objects.requireNonNull(title, "title");
        return title;
    }

    static List<Series> checkSeries(String title, List<Series> series) {
        return checkNamed(title, series, Series::name, Series::size);
    }

    static List<BandedSeries> checkBanded(String title, List<BandedSeries> series) {
        return checkNamed(title, series, BandedSeries::name, BandedSeries::size);
    }

    /** The series with points, refusing a null series and two of one name. */
    private static <S> List<S> checkNamed(String title, List<S> series, java.util.function.Function<S, String> name,
                                          java.util.function.ToIntFunction<S> size) {
        Objects.requireNonNull(series, "series");
        List<S> nonEmpty = new ArrayList<>(series.size());
        Set<String> names = new HashSet<>();
        for (S s : series) {
            Objects.requireNonNull(s, "chart '" + title + "': a series is null");
            if (!names.add(name.apply(s))) {
                throw new IllegalArgumentException("chart '" + title + "': two series are named '" + name.apply(s) + "'");
            }
            // A series with no point has nothing to draw, and XChart rejects it.
            if (size.applyAsInt(s) > 0) {
                nonEmpty.add(s);
            }
        }
        return List.copyOf(nonEmpty);
    }
}
