package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.store.ProbeRows;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * CLIF's probes in the report: what each probe blade sampled (mean, min and max of each figure
 * over the run; the plots after the table show them over time), and what each probe's own
 * sampling cost in CPU, the figure that says whether watching disturbed what was watched.
 */
public final class ProbeTables {
    /** The table the probe plots follow. */
    public static final String ID = "probes";

    private ProbeTables() {
    }

    /** The two tables, or none when no run had a probe. */
    static List<Table> of(List<LabelledRun> runs) {
        Table figures = new Table(ID, "Probes",
                "What the probe blades sampled (blade.N.probe=cpu|memory|network|jvm|disk, CLIF's families), over the "
                        + "first series: each figure's mean, min and max; the plots show them against the run's timeline.",
                List.of(Column.text("run", "run"), Column.text("blade", "probe"), Column.text("family", "family"),
                        Column.text("figure", "figure"), Column.text("unit", "unit"), Column.count("samples", "samples"),
                        Column.number("mean", "mean", 2), Column.number("min", "min", 2),
                        Column.number("max", "max", 2)));
        Table costs = new Table("probe_costs", "Probe costs",
                "Each probe's own CPU, from its thread's CPU clock: per sample (one read of its source, the row "
                        + "written), and as a share of one core at its period.",
                List.of(Column.text("run", "run"), Column.text("blade", "probe"), Column.text("family", "family"),
                        Column.count("samples", "samples"), Column.count("period_ms", "period ms"),
                        Column.number("cpu_us_per_sample", "CPU µs per sample", 1),
                        Column.number("one_core_pct", "% of one core", 4)));
        for (LabelledRun run : runs) {
            for (ProbeRows probe : run.analysis().probes()) {
                String family = probe.cost() == null ? "" : probe.cost().family();
                for (int c = 0; c < probe.columns().size(); c++) {
                    double[] values = probe.values()[c];
                    double sum = 0;
                    double min = Double.NaN;
                    double max = Double.NaN;
                    int n = 0;
                    for (double value : values) {
                        if (Double.isFinite(value)) {
                            sum += value;
                            min = n == 0 ? value : Math.min(min, value);
                            max = n == 0 ? value : Math.max(max, value);
                            n++;
                        }
                    }
                    String column = probe.columns().get(c);
                    figures.row(run.label(), probe.blade(), family, column, ProbeUnits.of(column).axis(), (long) n,
                            n == 0 ? Double.NaN : sum / n, min, max);
                }
                if (probe.cost() != null) {
                    costs.row(run.label(), probe.blade(), family, probe.cost().samples(), probe.cost().periodMillis(),
                            probe.cost().microsPerSample(), probe.cost().oneCorePercent());
                }
            }
        }
        List<Table> tables = new ArrayList<>();
        if (!figures.isEmpty()) {
            tables.add(figures);
        }
        if (!costs.isEmpty()) {
            tables.add(costs);
        }
        return tables;
    }
}
