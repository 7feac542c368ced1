package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mwbench.analysis.stats.LatencyAccumulator;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.stats.StepMeans;
import org.mwbench.analysis.store.AlarmRow;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.store.GaugeRow;
import org.mwbench.analysis.store.StepRow;
import org.mwbench.analysis.store.ProbeRows;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.SummaryRow;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.HistogramLogFile;

/**
 * Everything a report needs from one run or campaign, read once: per blade and action
 * type, the latency figures pooled over the series; per action type, pooled over blades,
 * the step means of loop blades, the bytes on the wire, the scalability plateaus; and the
 * first series' live intervals for the plots over time.
 */
public final class RunAnalysis {
    private final Campaign campaign;
    private final List<LatencyStatistics> byBladeAndType;
    private final List<List<LatencyStatistics>> bySeries;
    private final Map<String, LatencyStatistics> byType;
    private final Map<String, StepMeans> stepMeans;
    private final Map<String, WireBytesPerCall> wire;
    private final LinkTotals link;
    private final List<ScalabilityPoint> scalability;
    private final List<PlateauPoint> plateaus;
    private final List<TimeSeries> timeSeries;
    private final List<BladeAlarm> alarms;
    private final RunCoverage coverage;
    private final List<ProbeRows> probes;

    private RunAnalysis(Campaign campaign, List<LatencyStatistics> byBladeAndType, List<List<LatencyStatistics>> bySeries,
                        Map<String, LatencyStatistics> byType,
                        Map<String, StepMeans> stepMeans, Map<String, WireBytesPerCall> wire, LinkTotals link,
                        List<ScalabilityPoint> scalability, List<PlateauPoint> plateaus, List<TimeSeries> timeSeries,
                        List<BladeAlarm> alarms, RunCoverage coverage, List<ProbeRows> probes) {
        this.campaign = campaign;
        this.byBladeAndType = byBladeAndType;
        this.bySeries = bySeries;
        this.byType = byType;
        this.stepMeans = stepMeans;
        this.wire = wire;
        this.link = link;
        this.scalability = scalability;
        this.plateaus = plateaus;
        this.timeSeries = timeSeries;
        this.alarms = alarms;
        this.coverage = coverage;
        this.probes = probes;
    }

    public static RunAnalysis of(Campaign campaign) throws IOException {
        Map<String, Map<String, LatencyAccumulator>> byBlade = new LinkedHashMap<>();
        Map<String, StepMeans> steps = new LinkedHashMap<>();
        Map<String, long[]> wireTotals = new LinkedHashMap<>(); // calls, sent, received
        LinkTotals link = new LinkTotals();
        List<BladeAlarm> alarms = new ArrayList<>();
        List<List<LatencyStatistics>> bySeries = new ArrayList<>();
        for (StoredRun run : campaign.series()) {
            Map<String, Map<String, LatencyAccumulator>> ofThisSeries = new LinkedHashMap<>();
            for (StoredBlade blade : run.injectors()) {
                Map<String, LatencyAccumulator> seriesTypes = readLatency(blade);
                Map<String, LatencyAccumulator> pooled = byBlade.computeIfAbsent(blade.id(), id -> new LinkedHashMap<>());
                seriesTypes.forEach((type, acc) -> pooled.computeIfAbsent(type, t -> new LatencyAccumulator()).merge(acc));
                // merged into a new accumulator as a one-series analysis does, for the very same figures
                Map<String, LatencyAccumulator> own = ofThisSeries.computeIfAbsent(blade.id(), id -> new LinkedHashMap<>());
                seriesTypes.forEach((type, acc) -> own.computeIfAbsent(type, t -> new LatencyAccumulator()).merge(acc));
                readSteps(blade, steps);
                WireAttribution.addTo(wireTotals, blade, seriesTypes.keySet());
                link.add(blade, seriesTypes.keySet());
            }
            bySeries.add(Collections.unmodifiableList(statistics(ofThisSeries)));
            for (StoredBlade blade : run.blades()) {
                for (AlarmRow alarm : blade.alarmRows()) {
                    alarms.add(new BladeAlarm(run.name(), blade.id(), alarm.dateNanos() / 1e9, alarm.severity(),
                            alarm.message()));
                }
            }
        }
        List<LatencyStatistics> rows = statistics(byBlade);
        Map<String, LatencyAccumulator> typeTotals = new LinkedHashMap<>();
        byBlade.forEach((blade, types) -> types.forEach((type, acc) ->
                typeTotals.computeIfAbsent(type, t -> new LatencyAccumulator()).merge(acc)));
        Map<String, LatencyStatistics> byType = new LinkedHashMap<>();
        typeTotals.forEach((type, acc) -> byType.put(type, acc.statistics("", type)));
        Map<String, WireBytesPerCall> wire = new LinkedHashMap<>();
        wireTotals.forEach((type, t) -> wire.put(type, new WireBytesPerCall(type, t[0],
                (double) t[1] / t[0], (double) t[2] / t[0])));
        steps.values().removeIf(StepMeans::isEmpty);
        List<PlateauPoint> plateaus = Plateaus.of(campaign.series());
        // Plateaus measured as steady states by the injector replace the guess from live intervals.
        List<ScalabilityPoint> scalability = plateaus.isEmpty() ? Scalability.of(campaign.series()) : List.of();
        List<TimeSeries> series = TimeSeriesReader.of(campaign.series().get(0));
        return new RunAnalysis(campaign, Collections.unmodifiableList(rows), Collections.unmodifiableList(bySeries),
                Collections.unmodifiableMap(byType),
                Collections.unmodifiableMap(steps), Collections.unmodifiableMap(wire), link, scalability, Collections.unmodifiableList(plateaus), series,
                Collections.unmodifiableList(alarms), RunCoverage.of(campaign), probes(campaign.series().get(0)));
    }

    /** Per blade and action type, in the plan's blade order, the figures of the accumulators. */
    private static List<LatencyStatistics> statistics(Map<String, Map<String, LatencyAccumulator>> byBlade) {
        List<LatencyStatistics> rows = new ArrayList<>();
        byBlade.forEach((blade, types) -> types.forEach((type, acc) -> rows.add(acc.statistics(blade, type))));
        return rows;
    }

    /** The probe blades' samples, of the first series as the time series are (a timeline is one run's). */
    private static List<ProbeRows> probes(StoredRun run) throws IOException {
        List<ProbeRows> probes = new ArrayList<>();
        for (StoredBlade blade : run.blades()) {
            ProbeRows rows = ProbeRows.read(blade);
            if (rows != null) {
                probes.add(rows);
            }
        }
        return Collections.unmodifiableList(probes);
    }

    /** What the probe blades sampled over the first series, in the plan's order; empty without probes. */
    public List<ProbeRows> probes() {
        return probes;
    }

    /** Which blade and action types were measured in full, cut short or not measured, over every series. */
    public RunCoverage coverage() {
        return coverage;
    }

    /** One series of one blade: every call from its action file, else its histogram log. */
    private static Map<String, LatencyAccumulator> readLatency(StoredBlade blade) throws IOException {
        Map<String, LatencyAccumulator> types = new LinkedHashMap<>();
        if (blade.hasActionRows()) {
            ActionFileReader.forEach(blade.action(),
                    row -> types.computeIfAbsent(row.type(), t -> new LatencyAccumulator()).add(row));
        } else if (java.nio.file.Files.isRegularFile(blade.histogram())) {
            HistogramLogFile.forEach(blade.histogram(),
                    (type, kind, histogram) -> types.computeIfAbsent(type, t -> new LatencyAccumulator()).add(kind, histogram));
        }
        types.values().forEach(LatencyAccumulator::endOfSeries);
        return types;
    }

    private static void readSteps(StoredBlade blade, Map<String, StepMeans> steps) throws IOException {
        Map<String, List<StepRow>> byType = new LinkedHashMap<>();
        for (StepRow row : blade.stepRows()) {
            byType.computeIfAbsent(row.type(), t -> new ArrayList<>()).add(row);
        }
        byType.forEach((type, rows) -> steps.computeIfAbsent(type, StepMeans::new).addSeries(rows.stream()
                .filter(row -> row.calls() > row.errors()) // a step of failures only has no mean
                .sorted(java.util.Comparator.comparingInt(StepRow::step))
                .mapToDouble(StepRow::meanNanos).toArray()));
    }

    public Campaign campaign() {
        return campaign;
    }

    /** Per blade and action type, pooled over the series, in the plan's blade order. */
    public List<LatencyStatistics> byBladeAndType() {
        return byBladeAndType;
    }

    /**
     * Per series, in order, per blade and action type: each series' own figures, as an analysis
     * of that series alone gives them (the results database keeps each series of a campaign).
     * For a single run, one list equal to {@link #byBladeAndType()}.
     */
    public List<List<LatencyStatistics>> bySeries() {
        return bySeries;
    }

    /** Per action type, pooled over blades and series, in order of first appearance. */
    public Map<String, LatencyStatistics> byType() {
        return byType;
    }

    /** Loop blades' step means per action type; empty for runs without loop blades. */
    public Map<String, StepMeans> stepMeans() {
        return stepMeans;
    }

    public Map<String, WireBytesPerCall> wire() {
        return wire;
    }

    /** Per action type, what its emulated host's link carried during measured calls; empty off emulated hosts. */
    public Map<String, LinkTraffic> link() {
        return link.byType();
    }

    /** The link with no call in flight: the control traffic alone; {@code calls() == 0}, zero span if not measured. */
    public LinkTraffic linkWithoutCalls() {
        return link.withoutCalls();
    }

    /** Throughput against clients guessed from live intervals, for runs without plateaus; empty otherwise. */
    public List<ScalabilityPoint> scalability() {
        return scalability;
    }

    /** The plateau runners' steady plateaus, every series; empty for runs without them. */
    public List<PlateauPoint> plateaus() {
        return plateaus;
    }

    /** The first series' intervals, per action type. */
    public List<TimeSeries> timeSeries() {
        return timeSeries;
    }

    public List<BladeAlarm> alarms() {
        return alarms;
    }

    /** The mean latency the comparison tables use: over step means for a loop type, else over calls; ns. */
    public double comparableMean(String type) {
        StepMeans means = stepMeans.get(type);
        if (means != null) {
            return means.overSteps().mean();
        }
        LatencyStatistics statistics = byType.get(type);
        return statistics == null ? Double.NaN : statistics.meanNanos();
    }

    /** Warm-up calls left out, over every blade, type and series. */
    public long warmupCalls() {
        return byBladeAndType.stream().mapToLong(LatencyStatistics::warmupCalls).sum();
    }

    static TreeMap<Long, Double> populationSteps(List<GaugeRow> gauges) {
        TreeMap<Long, Double> steps = new TreeMap<>();
        for (GaugeRow gauge : gauges) {
            if (GaugeRow.POPULATION.equals(gauge.name())) {
                steps.put(gauge.dateNanos(), gauge.value());
            }
        }
        return steps;
    }

    static List<SummaryRow> measured(List<SummaryRow> rows) {
        return rows.stream().filter(row -> !row.warmup() && row.calls() > 0).toList();
    }
}
