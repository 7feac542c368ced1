package org.mwbench.analysis.html;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.analysis.stats.LatencyStatistics;

/**
 * The first picture of a loop run's report: one row per middleware (action type of a loop
 * blade), ordered by median latency, each with its median, the median's 95% confidence
 * interval and the spread from p1 to p99, on a logarithmic latency axis, so that 7 µs and
 * 563 µs sit on one page. Drawn as plain SVG: rows of text and lines need no chart library.
 *
 * <p>The median's interval is distribution-free: the calls ranked n/2 ± 0.98·√n, which hold
 * the median with 95% confidence for independent calls (the binomial's normal approximation).
 */
final class ComparisonFigure {
    private static final int WIDTH = 960;
    private static final int LABEL = 230;
    private static final int VALUE = 110;
    private static final int ROW = 24;
    private static final int TOP = 30;
    private static final int AXIS = 34;

    /** One middleware's figures, in ns. */
    record Row(String name, double median, double ciLow, double ciHigh, double p1, double p99, long calls) {
    }

    private ComparisonFigure() {
    }

    /** The rows of a loop run, by median; empty when the run has no loop blade. */
    static List<Row> rows(RunAnalysis analysis) {
        Set<String> loopTypes = analysis.stepMeans().keySet();
        List<LatencyStatistics> measured = analysis.byBladeAndType().stream()
                .filter(s -> loopTypes.contains(s.type()) && s.histogram().getTotalCount() > 0).toList();
        Set<String> shared = PlotSet.typesOfSeveralBlades(measured.stream().map(s -> new String[] {s.blade(), s.type()}).toList());
        List<Row> rows = new ArrayList<>();
        for (LatencyStatistics s : measured) {
            Histogram h = s.histogram();
            long n = h.getTotalCount();
            double half = 98.0 / Math.sqrt(n); // 0.98·√n ranks, as a percentage of n
            rows.add(new Row(PlotSet.label(s.blade(), s.type(), shared), value(h, 50), value(h, Math.max(0, 50 - half)),
                    value(h, Math.min(100, 50 + half)), value(h, 1), value(h, 99), n));
        }
        rows.sort(Comparator.comparingDouble(Row::median));
        return rows;
    }

    private static double value(Histogram histogram, double percentile) {
        return Math.max(1, histogram.getValueAtPercentile(percentile)); // a log axis has no 0 ns
    }

    static String svg(List<Row> rows, String title) {
        double min = rows.stream().mapToDouble(Row::p1).min().orElse(1);
        double max = rows.stream().mapToDouble(Row::p99).max().orElse(10);
        int lo = (int) Math.floor(Math.log10(min));
        int hi = Math.max(lo + 1, (int) Math.ceil(Math.log10(max)));
        int height = TOP + rows.size() * ROW + AXIS;
        double left = LABEL;
        double right = WIDTH - VALUE;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" "
                + "font-family=\"system-ui, DejaVu Sans, Arial, sans-serif\" font-size=\"12\">%n", WIDTH, height, WIDTH, height));
        svg.append("<title>").append(Html.escape(title)).append("</title>\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.0f\" y=\"16\" fill=\"#4c5663\">● median   ▬ its 95%% "
                + "confidence interval   ─ p1 to p99   (log scale)</text>%n", left));
        for (int decade = lo; decade <= hi; decade++) {
            double x = x(Math.pow(10, decade), lo, hi, left, right);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#d5dbe3\"/>%n",
                    x, TOP - 4, x, height - AXIS + 4));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#4c5663\">%s</text>%n",
                    x, height - AXIS + 20, Html.escape(duration(Math.pow(10, decade)))));
        }
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            double y = TOP + i * ROW + ROW / 2.0;
            svg.append(String.format(Locale.ROOT, "<g class=\"row\" data-middleware=\"%s\" data-median-ns=\"%.0f\">%n",
                    Html.escape(row.name()), row.median()));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#1d232b\">%s</text>%n",
                    left - 8, y + 4, Html.escape(row.name())));
            svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1fH%.1f\" stroke=\"#9aa5b1\" stroke-width=\"2\"/>%n",
                    x(row.p1(), lo, hi, left, right), y, x(row.p99(), lo, hi, left, right)));
            double ciLow = x(row.ciLow(), lo, hi, left, right);
            double ciHigh = x(row.ciHigh(), lo, hi, left, right);
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"8\" fill=\"#1f5fa8\" "
                    + "fill-opacity=\"0.45\"/>%n", ciLow, y - 4, Math.max(1.5, ciHigh - ciLow)));
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#1f5fa8\"/>%n",
                    x(row.median(), lo, hi, left, right), y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.0f\" y=\"%.1f\" fill=\"#1d232b\">%s</text>%n</g>%n",
                    right + 10, y + 4, Html.escape(duration(row.median()))));
        }
        return svg.append("</svg>").toString();
    }

    private static double x(double nanos, int lo, int hi, double left, double right) {
        return left + (Math.log10(nanos) - lo) / (hi - lo) * (right - left);
    }

    /** 1 ns, 10 µs, 563 µs, 1.2 ms: three significant digits at most. */
    static String duration(double nanos) {
        String[] units = {"ns", "µs", "ms", "s"};
        double value = nanos;
        int unit = 0;
        while (value >= 1000 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        String number = value >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : value >= 10 ? String.format(Locale.ROOT, "%.1f", value) : String.format(Locale.ROOT, "%.2f", value);
        return number.replaceFirst("\\.0+$", "").replaceFirst("(\\.\\d*?)0+$", "$1") + " " + units[unit];
    }
}
