package org.mwbench.analysis.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.mwbench.analysis.charts.BandedSeries;
import org.mwbench.analysis.charts.Chart;
import org.mwbench.analysis.charts.Charts;
import org.mwbench.analysis.charts.Quantity;
import org.mwbench.analysis.charts.Series;
import org.mwbench.analysis.charts.XRange;
import org.mwbench.analysis.report.LabelledRun;
import org.mwbench.analysis.report.PlateauPoint;
import org.mwbench.analysis.report.PlateauSummaryTable;
import org.mwbench.analysis.report.ProbeTables;
import org.mwbench.analysis.report.ProbeUnits;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.analysis.report.ScalabilityPoint;
import org.mwbench.analysis.report.TimeSeries;
import org.mwbench.analysis.report.WarmupRanges;
import org.mwbench.analysis.report.WireBytesPerCall;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.stats.StepMeans;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.store.ProbeRows;

/**
 * The report's plots, from the analyses behind its tables: latency percentiles per blade
 * and action type (HDR, log scale), throughput and latency over time with warm-up shaded,
 * step means over the steps, latency and bytes against payload size, and throughput (with
 * its confidence band) and p99 against concurrent clients. Lines are keyed by blade and
 * action type: two blades are never drawn as one. A plot that would have no data is not made.
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
            plateaus(plots, analysis, prefix, suffix);
            probes(plots, analysis, prefix, suffix);
        }
        return plots;
    }

    private static void percentiles(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        Map<String, Histogram> histograms = new LinkedHashMap<>();
        Set<String> shared = typesOfSeveralBlades(analysis.byBladeAndType().stream()
                .map(statistics -> new String[] {statistics.blade(), statistics.type()}).toList());
        for (LatencyStatistics statistics : analysis.byBladeAndType()) {
            if (statistics.histogram().getTotalCount() > 0) {
                histograms.put(label(statistics.blade(), statistics.type(), shared), statistics.histogram());
            }
        }
        if (!histograms.isEmpty()) {
            plots.add(new Plot(prefix + "latency-percentiles", "latency",
                    Charts.latencyPercentiles("Latency by percentile, per blade and action type" + suffix, histograms)));
        }
    }

    private static void overTime(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        List<Series> throughput = new ArrayList<>();
        List<Series> latency = new ArrayList<>();
        List<double[]> warmups = new ArrayList<>();
        Set<String> shared = typesOfSeveralBlades(analysis.timeSeries().stream()
                .map(series -> new String[] {series.blade(), series.type()}).toList());
        for (TimeSeries series : analysis.timeSeries()) {
            String name = label(series.blade(), series.type(), shared);
            throughput.add(series(name, series.seconds(), series.callsPerSecond()));
            latency.add(series(name, series.seconds(), series.meanNanos()));
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

    /**
     * A line's legend label: lines are keyed by blade and action type, never merged over
     * blades. The type alone names it when one blade ran that type; "blade:type" (as the JTL
     * export labels samples) when several did.
     */
    static String label(String blade, String type, Set<String> typesOfSeveralBlades) {
        return typesOfSeveralBlades.contains(type) ? blade + ":" + type : type;
    }

    /** The action types that more than one blade ran, from {blade, type} pairs. */
    static Set<String> typesOfSeveralBlades(List<String[]> bladeAndType) {
        Map<String, Set<String>> blades = new HashMap<>();
        for (String[] pair : bladeAndType) {
            blades.computeIfAbsent(pair[1], t -> new HashSet<>()).add(pair[0]);
        }
        Set<String> shared = new HashSet<>();
        blades.forEach((type, set) -> {
            if (set.size() > 1) {
                shared.add(type);
            }
        });
        return shared;
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
            if (Double.isFinite(point.callsPerSecond()) && point.clients() > 0) { // a log axis has no 0 clients
                byType.computeIfAbsent(point.type(), Series::builder).add(point.clients(), point.callsPerSecond());
            }
        }
        if (!byType.isEmpty()) {
            plots.add(new Plot(prefix + "scalability", "scalability", Charts.byClients(
                    "Throughput against concurrent clients" + suffix, Quantity.THROUGHPUT,
                    byType.values().stream().map(Series.Builder::build).toList())));
        }
    }

    /**
     * Böszörményi et al. 1999's Figure 2 from the plateaus, two panels: throughput with its 95% confidence band,
     * and p99 latency, against clients on a log axis; one line per middleware (and injector blade,
     * when several measured one), unsettled plateaus hollow.
     */
    private static void plateaus(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        List<PlateauPoint> points = analysis.plateaus().stream().filter(point -> point.row().clients() > 0).toList();
        if (points.isEmpty()) {
            return;
        }
        Map<String, Set<String>> injectors = new HashMap<>();
        for (PlateauPoint point : points) {
            injectors.computeIfAbsent(point.middleware(), m -> new HashSet<>()).add(point.injector());
        }
        Map<String, BandedSeries.Builder> throughput = new LinkedHashMap<>();
        Map<String, BandedSeries.Builder> p99 = new LinkedHashMap<>();
        for (PlateauPoint point : points) {
            PlateauRow row = point.row();
            String name = injectors.get(point.middleware()).size() > 1 ? point.injector() + ":" + point.middleware()
                    : point.middleware();
            if (analysis.campaign().series().size() > 1) {
                name = name + " " + point.series();
            }
            boolean band = Double.isFinite(row.ciLow()) && Double.isFinite(row.ciHigh()) && row.ciLow() <= row.ciHigh();
            if (Double.isFinite(row.throughput())) {
                throughput.computeIfAbsent(name, BandedSeries::builder).add(row.clients(), row.throughput(),
                        band ? row.ciLow() : Double.NaN, band ? row.ciHigh() : Double.NaN, row.settled());
            }
            if (Double.isFinite(row.p99Nanos()) && row.p99Nanos() > 0 && row.calls() > row.errors()) {
                p99.computeIfAbsent(name, BandedSeries::builder).add(row.clients(), row.p99Nanos(), Double.NaN,
                        Double.NaN, row.settled());
            }
        }
        plots.add(new Plot(prefix + "scalability-throughput", PlateauSummaryTable.ID, Charts.byClientsBanded(
                "Throughput against concurrent clients, 95% confidence band" + suffix, Quantity.THROUGHPUT,
                throughput.values().stream().map(BandedSeries.Builder::build).toList())));
        plots.add(new Plot(prefix + "scalability-p99", PlateauSummaryTable.ID, Charts.byClientsBanded(
                "p99 latency against concurrent clients (log scale)" + suffix, Quantity.durationNs("p99 latency"),
                p99.values().stream().map(BandedSeries.Builder::build).toList(), true)));
    }

    /**
     * CLIF's probes against the run's timeline, warm-up shaded as on the throughput plot: per probe
     * blade, one plot per unit its figures share (a jvm probe's MB, counts, ms and %), leaving out
     * a unit whose figures stayed at zero (no errors, no drops).
     */
    private static void probes(List<Plot> plots, RunAnalysis analysis, String prefix, String suffix) {
        List<double[]> warmups = new ArrayList<>();
        analysis.timeSeries().forEach(series -> warmups.addAll(series.warmupRanges()));
        List<XRange> shaded = WarmupRanges.merge(warmups).stream()
                .map(range -> XRange.warmup(range[0], range[1])).toList();
        for (ProbeRows probe : analysis.probes()) {
            Map<ProbeUnits, List<Series>> byUnit = new LinkedHashMap<>();
            Map<ProbeUnits, Boolean> moved = new HashMap<>();
            for (int c = 0; c < probe.columns().size(); c++) {
                String column = probe.columns().get(c);
                ProbeUnits unit = ProbeUnits.of(column);
                byUnit.computeIfAbsent(unit, u -> new ArrayList<>()).add(series(column, probe.seconds(), probe.values()[c]));
                for (double value : probe.values()[c]) {
                    if (Double.isFinite(value) && value != 0) {
                        moved.put(unit, true);
                    }
                }
            }
            String family = probe.cost() == null ? "probe" : probe.cost().family() + " probe";
            byUnit.forEach((unit, series) -> {
                if (!moved.getOrDefault(unit, false)) {
                    return;
                }
                String slug = (probe.blade() + "-" + unit.slug()).replaceAll("[^A-Za-z0-9]+", "-");
                plots.add(new Plot(prefix + "probe-" + slug, ProbeTables.ID, Charts.overTime(
                        family + " " + probe.blade() + " over time (" + unit.axis() + ")" + suffix,
                        Quantity.plain(unit.axis()), series, shaded)));
            });
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
