package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Demarey et al. 2004's Table 2: each action type's mean latency as a factor of a baseline's, for the
 * same operation in the same run ({@code corba-jacorb ping} against {@code tcp ping}).
 * Rows are sorted by the first baseline's factor, as the paper sorts them.
 */
final class BaselineRatioTable {
    private BaselineRatioTable() {
    }

    /** The table, or null when no run measured any of the baselines. */
    static Table of(List<LabelledRun> runs, List<String> baselines) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.add(Column.text("type", "action type"));
        columns.add(Column.number("mean_us", "mean µs", 2));
        for (String baseline : baselines) {
            columns.add(Column.ratio("vs_" + baseline.replaceAll("[^A-Za-z0-9]+", "_"), "vs " + baseline));
        }
        Table table = new Table("table2", "Latency as a multiple of a baseline's (Demarey et al. 2004, their Table 2)",
                "Each action type's mean latency divided by the mean of the same operation on the baseline middleware, "
                        + "in the same run: ×2.00 is twice as slow.", columns);
        boolean anyBaseline = false;
        for (LabelledRun run : runs) {
            RunAnalysis analysis = run.analysis();
            List<Object[]> rows = new ArrayList<>();
            for (String type : analysis.byType().keySet()) {
                ActionTypeName name = new ActionTypeName(type);
                double mean = analysis.comparableMean(type);
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.add(type);
                cells.add(Micros.of(mean));
                for (String baseline : baselines) {
                    String baselineType = name.operation().isEmpty() ? baseline : baseline + " " + name.operation();
                    if (baseline.equals(name.middleware())) {
                        cells.add(null);
                    } else if (analysis.byType().containsKey(baselineType)) {
                        cells.add(mean / analysis.comparableMean(baselineType));
                        anyBaseline = true;
                    } else {
                        cells.add(Double.NaN);
                    }
                }
                rows.add(cells.toArray());
            }
            int first = several ? 3 : 2;
            rows.sort(Comparator.comparingDouble(row -> sortKey(row[first])));
            rows.forEach(table::row);
        }
        table.note("Means are over the step means for loop blades (as in the round-trip latency table), else over calls. An empty cell is "
                + "the baseline itself; n/a means the baseline did not run that operation.");
        return anyBaseline ? table : null;
    }

    private static double sortKey(Object cell) {
        return cell instanceof Double value && !value.isNaN() ? value : cell == null ? 0 : Double.MAX_VALUE;
    }
}
