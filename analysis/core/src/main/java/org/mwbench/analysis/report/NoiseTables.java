package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.StoredRunException;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;
import org.mwbench.platform.probe.RunNoise;

/**
 * What the machine was doing during each run ({@code noise.properties}, see {@link RunNoise})
 * and how far the run's means can be trusted ({@link RunSpread}): the two tables that say
 * whether a figure moved because the middleware did or because the machine did.
 */
final class NoiseTables {
    static final String NOISE_ID = "noise";
    static final String SPREAD_ID = "spread";

    private NoiseTables() {
    }

    static List<Table> of(List<LabelledRun> runs) throws IOException {
        List<Table> tables = new ArrayList<>();
        Table noise = noise(runs);
        if (!noise.isEmpty()) {
            tables.add(noise);
        }
        Table spread = spread(runs);
        if (!spread.isEmpty()) {
            tables.add(spread);
        }
        return tables;
    }

    /** The warnings of every series that has a noise record: "run 1 series-02: the hypervisor stole ...". */
    static List<String> warnings(List<LabelledRun> runs) throws IOException {
        List<String> warnings = new ArrayList<>();
        for (LabelledRun run : runs) {
            for (StoredRun series : run.analysis().campaign().series()) {
                RunNoise noise = read(series);
                if (noise != null && !noise.warnings().isEmpty()) {
                    warnings.add("NOISY: " + label(run, series) + ": " + String.join("; ", noise.warnings())
                            + ". Its figures may be off by more than their spread (table 'spread'); run it again on a "
                            + "quiet machine, or with --series N to see the spread between runs.");
                }
            }
        }
        return warnings;
    }

    private static Table noise(List<LabelledRun> runs) throws IOException {
        List<Column> columns = List.of(Column.text("run", "run"),
                Column.text("load", "load average start → end (max)"),
                Column.number("steal_pct", "steal %", 1),
                Column.number("run_cores", "this run, cores", 2),
                Column.number("other_cores", "other processes, cores", 2),
                Column.text("loopback", "loopback RTT median / p99 µs, start → end"),
                Column.text("verdict", "verdict"));
        Table table = new Table(NOISE_ID,
                "What the machine was doing during the run",
                "From deploy to collect: the load average, the CPU time the hypervisor stole, the CPU of this run's JVMs "
                        + "and of every other process, and " + org.mwbench.platform.probe.NoiseRecorder.ROUND_TRIPS
                        + " TCP round trips on 127.0.0.1 at the start and at the end.", columns);
        for (LabelledRun run : runs) {
            for (StoredRun series : run.analysis().campaign().series()) {
                RunNoise noise = read(series);
                if (noise == null) {
                    continue;
                }
                table.row(label(run, series), String.format(Locale.ROOT, "%.1f → %.1f (%.1f)", noise.loadStart(),
                                noise.loadEnd(), noise.loadMax()), noise.stealPct(), noise.runCores(), noise.otherCores(),
                        String.format(Locale.ROOT, "%.1f / %.1f → %.1f / %.1f", noise.rttStart().medianNanos() / 1000,
                                noise.rttStart().p99Nanos() / 1000, noise.rttEnd().medianNanos() / 1000,
                                noise.rttEnd().p99Nanos() / 1000),
                        noise.warnings().isEmpty() ? "quiet" : "NOISY");
            }
        }
        table.note(String.format(Locale.ROOT, "NOISY when the hypervisor stole more than %.0f%% of the CPU time, other "
                        + "processes used more than %.1f of a core on average, or the loopback median at one end was more "
                        + "than %.0f times the other's. Other processes: the machine's busy time less this run's JVMs "
                        + "(mwbench and its descendants) and less steal.", RunNoise.STEAL_PCT, RunNoise.OTHER_CORES,
                RunNoise.RTT_RATIO));
        return table;
    }

    private static Table spread(List<LabelledRun> runs) throws IOException {
        List<Column> columns = List.of(Column.text("run", "run"),
                Column.text("blade", "blade"),
                Column.text("type", "action type"),
                Column.text("basis", "means of"),
                Column.count("count", "means"),
                Column.number("mean_us", "mean µs", 1),
                Column.number("cv_pct", "spread (CV) %", 1),
                Column.text("steady", "steady"));
        Table table = new Table(SPREAD_ID,
                "How far the means can be trusted: their spread over the run",
                "Per blade and action type, the coefficient of variation (standard deviation / mean) of its step means, "
                        + "or of its one-second intervals' means for a blade without steps.", columns);
        for (LabelledRun run : runs) {
            for (StoredRun series : run.analysis().campaign().series()) {
                for (RunSpread spread : RunSpread.of(series)) {
                    table.row(label(run, series), spread.blade(), spread.type(), spread.basis(), (long) spread.count(),
                            Micros.of(spread.meanNanos()), spread.cv() * 100, spread.unsteady() ? "UNSTEADY" : "");
                }
            }
        }
        table.note(String.format(Locale.ROOT, "UNSTEADY: a spread over %.0f%%. A difference between two runs smaller "
                + "than the spread of either is within the noise of one run; a run's own interval (Table 1's, over "
                + "series) needs --series N.", RunSpread.UNSTEADY_CV * 100));
        return table;
    }

    private static String label(LabelledRun run, StoredRun series) {
        return run.analysis().campaign().isCampaign() ? run.label() + " " + series.name() : run.label();
    }

    private static RunNoise read(StoredRun series) throws IOException {
        try {
            return RunNoise.read(series.folder());
        } catch (IllegalArgumentException e) {
            throw new StoredRunException(series.folder().resolve(RunNoise.FILE) + ": " + e.getMessage());
        }
    }
}
