package org.mwbench.analysis.charts;

import java.util.List;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;

/**
 * The report's charts, built from plain data. Each method returns a {@link Chart} of
 * {@value Chart#DEFAULT_WIDTH}x{@value Chart#DEFAULT_HEIGHT} (taller when its legend needs it) that renders to PNG bytes and to
 * an inline SVG element. Durations are given in nanoseconds and shown in µs, ms or s.
 *
 * <p>Common rules: series keep the order given (it is the legend's order); series names must
 * be unique within a chart; series without points, and empty histograms, are left out (a
 * chart left with nothing draws empty axes). Bad arguments throw
 * {@link IllegalArgumentException} naming the chart, the series and the point.
 */
public final class Charts {

    private Charts() {
    }

    /**
     * Latency percentile distribution, HdrHistogram style: x = percentile on a log scale of
     * 1/(1-p) (ticks 0%, 90%, 99%, 99.9%, 99.99%, further with more than 10^6 calls), y =
     * latency; one line per entry, in the map's iteration order (use a LinkedHashMap).
     *
     * @param histogramsNs legend label -> histogram of durations in nanoseconds; not modified,
     *     and read at once (later changes to it do not show)
     */
    public static Chart latencyPercentiles(String title, Map<String, ? extends AbstractHistogram> histogramsNs) {
        return LatencyPercentileChart.chart(title, histogramsNs);
    }

    /**
     * A quantity over time: x = seconds since the run started (e.g. interval ends from the
     * {@code summary} file), lines without markers, and shaded x-ranges such as the warm-up
     * (see {@link XRange#warmup}). Use {@link Quantity#THROUGHPUT} for calls/s and
     * {@link Quantity#latencyNs()} for mean or p99 latency. The x axis runs from 0 (the run's
     * origin); points carry markers while no series has more than 60, so a run of one or two
     * intervals still shows its points rather than an empty plot.
     */
    public static Chart overTime(String title, Quantity y, List<Series> series, List<XRange> shaded) {
        return LineChart.chart(title, "time (s)", LineChart.XScale.LINEAR, LineChart.XRangeRule.FROM_ZERO, y,
                LineChart.plain(title, series), shaded, true);
    }

    /**
     * A quantity against payload size (Gray 2005): x = payload size on a log2 axis, labelled
     * 1, 2, 4, ... at whole powers of two; every x must be &gt; 0. Markers at each point.
     * The x axis is titled "payload size".
     */
    public static Chart byPayloadSize(String title, Quantity y, List<Series> series) {
        return byPayloadSize(title, "payload size", y, series);
    }

    /** As {@link #byPayloadSize(String, Quantity, List)}, with the x axis titled e.g. "string length (chars)". */
    public static Chart byPayloadSize(String title, String xAxisTitle, Quantity y, List<Series> series) {
        return LineChart.chart(title, xAxisTitle, LineChart.XScale.LOG2, y, series, List.of(), true);
    }

    /**
     * A quantity against the number of concurrent clients (Böszörményi et al. 1999's throughput with
     * multiple clients): x = clients on a log10 axis from 1 to at least 1000 (labels 1, 10,
     * 100, 1k), so that 1 to 100 clients do not crowd the left edge; every x must be &gt; 0.
     * Markers at each point.
     */
    public static Chart byClients(String title, Quantity y, List<Series> series) {
        return byClientsBanded(title, y, LineChart.plain(title, series));
    }

    /**
     * As {@link #byClients}, each line with its interval band (e.g. the throughput's 95%
     * confidence interval) shaded in its colour, and its unsettled points drawn as hollow
     * circles off the line (see {@link BandedSeries}).
     */
    public static Chart byClientsBanded(String title, Quantity y, List<BandedSeries> series) {
        return byClientsBanded(title, y, series, false);
    }

    /**
     * As {@link #byClientsBanded(String, Quantity, List)}, with a log10 y axis when asked:
     * latencies that grow a hundredfold from 1 to 1000 clients stay readable at both ends.
     * Every y (and band end) must then be &gt; 0.
     */
    public static Chart byClientsBanded(String title, Quantity y, List<BandedSeries> series, boolean logarithmicY) {
        return LineChart.chart(title, "concurrent clients", LineChart.XScale.LOG10, LineChart.XRangeRule.DATA, y,
                series, List.of(), true, logarithmicY);
    }

    /**
     * The evolution of step means over a loop run (Demarey et al. 2004): x = step number, y = the step's
     * mean (use {@link Quantity#durationNs}, e.g. {@code durationNs("mean per call")}).
     * Markers while no series has more than 60 steps.
     */
    public static Chart stepMeans(String title, Quantity y, List<Series> series) {
        return LineChart.chart(title, "step", LineChart.XScale.LINEAR, y, series, List.of(), true);
    }
}
