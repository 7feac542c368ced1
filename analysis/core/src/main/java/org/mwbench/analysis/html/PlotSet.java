package org.mwbench.analysis.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.mwbench.analysis.charts.Chart;
import org.mwbench.analysis.charts.Charts;
import org.mwbench.analysis.charts.Quantity;
import org.mwbench.analysis.charts.Series;
import org.mwbench.analysis.charts.XRange;
import org.mwbench.analysis.report.LabelledRun;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.analysis.report.ScalabilityPoint;
import org.mwbench.analysis.report.TimeSeries;
import org.mwbench.analysis.report.WarmupRanges;
import org.mwbench.analysis.report.WireBytesPerCall;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.stats.StepMeans;
import org.mwbench.analysis.store.ActionTypeName;

/**
 * The report's plots, from the analyses behind its tables: latency percentiles per
 * middleware (HDR, log scale), throughput and latency over time with warm-up shaded,
 * step means over the steps, latency and bytes against payload size, and throughput
 * against concurrent clients. A plot that would have no data is not made.
 */
final class PlotSet {
    private PlotSet() {
    }

    static List<Plot> of(ReportModel model) {
        List<Plot> plots = new ArrayList<>();
        boolean several = model.runs().size() > 1;
        for (LabelledRun run : model.runs()) {
            String prefix = several ? "run" + run.number() + "-" : "";
            String suffix = several ? " (" + run.label() + ")" : "";
            RunAnalysis analysis = run.analysis();
            percentiles(plots, analysis, prefix, suffix);
            overTime(plots, analysis, prefix, suffix);
            stepMeans(plots, analysis, prefix, suffix);
            payload(plots, analysis, prefix, suffix);
            scalability(plots, analysis, prefix, suffix);
        }
        return plots;
    }

    private static void percentiles(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        Map<String, Histogram> histograms = new LinkedHashMap<>();
        for (LatencyStatistics statistics : analysis.byType().values()) {
            if (statistics.histogram().getTotalCount() > 0) {
                histograms.put(statistics.type(), statistics.histogram());
            }
        }
        if (!histograms.isEmpty()) {
            plots.add(new Plot(prefix + "latency-percentiles", "latency",
                    Charts.latencyPercentiles("Latency by percentile, per action type" + suffix, histograms)));
        }
    }

    private static void overTime(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        List<Series> throughput = new ArrayList<>();
        List<Series> latency = new ArrayList<>();
        List<double[]> warmups = new ArrayList<>();
        for (TimeSeries series : analysis.timeSeries()) {
            throughput.add(series(series.type(), series.seconds(), series.callsPerSecond()));
            latency.add(series(series.type(), series.seconds(), series.meanNanos()));
            warmups.addAll(series.warmupRanges());
        }
        if (throughput.stream().allMatch(series -> series.size() == 0) && warmups.isEmpty()) {
            return;
        }
        List<XRange> shaded = WarmupRanges.merge(warmups).stream()
                .map(range -> XRange.warmup(range[0], range[1])).toList();
        String first = analysis.campaign().isCampaign() ? ", first series" : "";
        plots.add(new Plot(prefix + "throughput-over-time", "latency",
                Charts.overTime("Throughput over time" + first + suffix, Quantity.THROUGHPUT, throughput, shaded)));
        plots.add(new Plot(prefix + "latency-over-time", "latency",
                Charts.overTime("Mean latency over time" + first + suffix, Quantity.latencyNs(), latency, shaded)));
    }

    private static void stepMeans(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        List<Series> series = new ArrayList<>();
        for (Map.Entry<String, StepMeans> entry : analysis.stepMeans().entrySet()) {
            double[] evolution = entry.getValue().evolution();
            double[] steps = new double[evolution.length];
            for (int i = 0; i < steps.length; i++) {
                steps[i] = i;
            }
            series.add(series(entry.getKey(), steps, evolution));
        }
        if (!series.isEmpty()) {
            plots.add(new Plot(prefix + "step-means", "step_evolution", Charts.stepMeans("Step means over the steps"
                    + suffix, Quantity.durationNs("mean per call"), series)));
        }
    }

    private static void payload(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        // operation kind -> middleware -> size -> {mean ns, bytes per call}
        Map<String, Map<String, TreeMap<Integer, double[]>>> byKind = new LinkedHashMap<>();
        for (String type : analysis.byType().keySet()) {
            ActionTypeName name = new ActionTypeName(type);
            if (name.payloadSize() <= 0) {
                continue;
            }
            String kind = name.operationKind().isEmpty() ? "payload" : name.operationKind();
            WireBytesPerCall wire = analysis.wire().get(type);
            byKind.computeIfAbsent(kind, k -> new LinkedHashMap<>())
                    .computeIfAbsent(name.middleware(), m -> new TreeMap<>())
                    .put(name.payloadSize(), new double[] {analysis.comparableMean(type),
                        wire == null ? Double.NaN : wire.sentPerCall() + wire.receivedPerCall()});
        }
        byKind.forEach((kind, byMiddleware) -> {
            List<Series> latency = new ArrayList<>();
            List<Series> bytes = new ArrayList<>();
            byMiddleware.forEach((middleware, sizes) -> {
                Series.Builder meanLine = Series.builder(middleware);
                Series.Builder bytesLine = Series.builder(middleware);
                sizes.forEach((size, figures) -> {
                    if (Double.isFinite(figures[0])) {
                        meanLine.add(size, figures[0]);
                    }
                    if (Double.isFinite(figures[1])) {
                        bytesLine.add(size, figures[1]);
                    }
                });
                latency.add(meanLine.build());
                Series bytesSeries = bytesLine.build();
                if (bytesSeries.size() > 0) {
                    bytes.add(bytesSeries);
                }
            });
            String slug = kind.replaceAll("[^A-Za-z0-9]+", "-");
            String table = "payload_" + kind.replaceAll("[^A-Za-z0-9]+", "_");
            plots.add(new Plot(prefix + "payload-latency-" + slug, table, Charts.byPayloadSize(
                    "Mean latency by payload size: " + kind + suffix, kind + " size", Quantity.latencyNs(), latency)));
            if (!bytes.isEmpty()) {
                plots.add(new Plot(prefix + "payload-bytes-" + slug, table, Charts.byPayloadSize(
                        "Bytes on the wire per call: " + kind + suffix, kind + " size",
                        Quantity.plain("bytes per call (both directions)"), bytes)));
            }
        });
    }

    private static void scalability(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        Map<String, Series.Builder> byType = new LinkedHashMap<>();
        for (ScalabilityPoint point : analysis.scalability()) {
            if (Double.isFinite(point.callsPerSecond())) {
                byType.computeIfAbsent(point.type(), Series::builder).add(point.clients(), point.callsPerSecond());
            }
        }
        if (!byType.isEmpty()) {
            plots.add(new Plot(prefix + "scalability", "scalability", Charts.byClients(
                    "Throughput against concurrent clients" + suffix, Quantity.THROUGHPUT,
                    byType.values().stream().map(Series.Builder::build).toList())));
        }
    }

    /** A series without the points that could not be computed (an interval of failures only has no mean). */
    private static Series series(String name, double[] x, double[] y) {
        Series.Builder builder = Series.builder(name);
        for (int i = 0; i < x.length; i++) {
            if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
                builder.add(x[i], y[i]);
            }
        }
        return builder.build();
    }
}
