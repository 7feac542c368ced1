package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.stats.ConfidenceInterval;
import org.mwbench.analysis.stats.Descriptive;
import org.mwbench.analysis.stats.StepMeans;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/** Demarey et al. 2004's Table 1 over the loop blades' step means, and the evolution of those means over the steps. */
final class StepMeansTable {
    private StepMeansTable() {
    }

    static Table table1(List<LabelledRun> runs, double level) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        String percent = String.format(java.util.Locale.ROOT, "%.0f%%", level * 100);
        columns.addAll(List.of(Column.text("type", "action type"), Column.number("interactions_per_s", "interactions/s", 2),
                Column.number("mean_us", "mean time µs", 2), Column.number("min_us", "min time µs", 2),
                Column.number("max_us", "max time µs", 2), Column.number("stddev_us", "standard deviation µs", 2),
                Column.count("steps", "step means"), Column.count("series", "series"),
                Column.number("ci_half_width_us", percent + " CI of the mean ± µs", 2),
                Column.number("ci_low_us", percent + " CI low µs", 2), Column.number("ci_high_us", percent + " CI high µs", 2)));
        Table table = new Table("table1", "Round-trip latency over step means (Demarey et al. 2004, their Table 1: mean time of one call and calls per second)",
                "Per action type of a loop blade: the mean, min, max and standard deviation of the step means "
                        + "(each the mean of one step of I calls) over every step of every series; interactions/s = 1 / mean.",
                columns);
        for (LabelledRun run : runs) {
            for (Map.Entry<String, StepMeans> entry : run.analysis().stepMeans().entrySet()) {
                StepMeans means = entry.getValue();
                Descriptive steps = means.overSteps();
                ConfidenceInterval interval = means.confidenceInterval(level);
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.addAll(List.of(entry.getKey(), means.interactionsPerSecond(), Micros.of(steps.mean()),
                        Micros.of(steps.min()), Micros.of(steps.max()), Micros.of(steps.stdDev()), (long) steps.count(),
                        (long) means.seriesCount()));
                cells.add(interval == null ? Double.NaN : Micros.of(interval.halfWidth()));
                cells.add(interval == null ? Double.NaN : Micros.of(interval.low()));
                cells.add(interval == null ? Double.NaN : Micros.of(interval.high()));
                table.row(cells.toArray());
            }
        }
        table.note("The X warm-up calls of each series are in no step. Min and max are those of the step means, "
                + "as in Demarey et al. 2004, not of single calls; the standard deviation is the sample's (n - 1).");
        table.note("The confidence interval is Student-t based, over the series' means (one per series: only series "
                + "are independent runs); n/a with a single series (run the plan with --series N).");
        table.note("A step mean averages the durations timed around each call, so unlike Demarey et al. 2004's "
                + "\"total time of I calls / I\" it leaves out the loop's own overhead.");
        return table;
    }

    static Table evolution(List<LabelledRun> runs) {
        List<String> keys = new ArrayList<>();
        List<double[]> evolutions = new ArrayList<>();
        int steps = 0;
        for (LabelledRun run : runs) {
            for (Map.Entry<String, StepMeans> entry : run.analysis().stepMeans().entrySet()) {
                keys.add(runs.size() > 1 ? run.label() + ": " + entry.getKey() : entry.getKey());
                double[] evolution = entry.getValue().evolution();
                evolutions.add(evolution);
                steps = Math.max(steps, evolution.length);
            }
        }
        List<Column> columns = new ArrayList<>();
        columns.add(Column.count("step", "step"));
        for (String key : keys) {
            columns.add(Column.number(key.replaceAll("[^A-Za-z0-9]+", "_") + "_us", key + " µs", 2));
        }
        Table table = new Table("step_evolution", "Step means over the steps",
                "The mean of each step, averaged over the series, per action type: a falling curve is a warm-up "
                        + "the X warm-up calls did not cover.", columns);
        for (int step = 0; step < steps; step++) {
            Object[] cells = new Object[keys.size() + 1];
            cells[0] = (long) step;
            for (int i = 0; i < evolutions.size(); i++) {
                cells[i + 1] = step < evolutions.get(i).length ? Micros.of(evolutions.get(i)[step]) : null;
            }
            table.row(cells);
        }
        return table;
    }
}
