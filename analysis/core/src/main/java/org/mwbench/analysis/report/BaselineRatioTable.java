package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Demarey et al. 2004's Table 2: each action type's mean latency as a factor of a baseline's, for the
 * same operation in the same run ({@code corba-jacorb ping} against {@code tcp ping}).
 * Rows are sorted by the first baseline's factor, as the paper sorts them (by clients first, per load).
 *
 * <p>A ratio only means something between cases measured under the same load. A scalability run
 * measures each middleware at several client counts, and not every middleware at the same ones: its
 * ratios are taken per equal client count, from the plateaus. A run whose client count varied without
 * plateaus (live intervals only) is left out, and {@link #leftOut} says why.
 */
final class BaselineRatioTable {
    private BaselineRatioTable() {
    }

    /** One mean latency to compare: of an action type, at a client count (0 when the run had one load). */
    private record Case(String type, int clients, double meanNanos) {
    }

    /** The table, or null when no run measured any of the baselines under the same load as another type. */
    static Table of(List<LabelledRun> runs, List<String> baselines) {
        boolean several = runs.size() > 1;
        boolean perClients = runs.stream().anyMatch(run -> !run.analysis().plateaus().isEmpty());
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.add(Column.text("type", "action type"));
        if (perClients) {
            columns.add(Column.count("clients", "clients"));
        }
        columns.add(Column.number("mean_us", "mean µs", 2));
        for (String baseline : baselines) {
            columns.add(Column.ratio("vs_" + baseline.replaceAll("[^A-Za-z0-9]+", "_"), "vs " + baseline));
        }
        Table table = new Table("table2", "Latency as a multiple of a baseline's (Demarey et al. 2004, their Table 2)",
                "Each action type's mean latency divided by the mean of the same operation on the baseline middleware, "
                        + "in the same run" + (perClients ? " and at the same number of clients" : "")
                        + ": ×2.00 is twice as slow.", columns);
        boolean anyBaseline = false;
        for (LabelledRun run : runs) {
            if (variedWithoutPlateaus(run)) {
                continue;
            }
            List<Case> cases = cases(run.analysis());
            List<Object[]> rows = new ArrayList<>();
            for (Case measured : cases) {
                ActionTypeName name = new ActionTypeName(measured.type());
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.add(measured.type());
                if (perClients) {
                    cells.add(measured.clients() == 0 ? null : (Object) (long) measured.clients());
                }
                cells.add(Micros.of(measured.meanNanos()));
                for (String baseline : baselines) {
                    String baselineType = name.operation().isEmpty() ? baseline : baseline + " " + name.operation();
                    Case base = cases.stream().filter(other -> other.type().equals(baselineType)
                            && other.clients() == measured.clients()).findFirst().orElse(null);
                    if (baseline.equals(name.middleware())) {
                        cells.add(null);
                    } else if (base != null) {
                        cells.add(measured.meanNanos() / base.meanNanos());
                        anyBaseline = true;
                    } else {
                        cells.add(Double.NaN);
                    }
                }
                rows.add(cells.toArray());
            }
            int first = columns.size() - baselines.size();
            int clients = several ? 2 : 1;
            // per number of clients when there are several, then by the first baseline's factor
            Comparator<Object[]> order = Comparator.comparingDouble(row -> sortKey(row[first]));
            if (perClients) {
                order = Comparator.<Object[]>comparingLong(row -> row[clients] == null ? 0 : (Long) row[clients]).thenComparing(order);
            }
            rows.sort(order);
            rows.forEach(table::row);
        }
        table.note("Means are over the step means for loop blades (as in the round-trip latency table), else over calls"
                + (perClients ? "; for a scalability run, over the successful calls of the plateaus at that number of "
                + "clients" : "") + ". An empty cell is the baseline itself; n/a means the baseline did not run that "
                + "operation" + (perClients ? " at that number of clients" : "") + ".");
        return anyBaseline ? table : null;
    }

    /** One line per run left out of the table, saying why; empty when every run could be compared. */
    static List<String> leftOut(List<LabelledRun> runs) {
        return runs.stream().filter(BaselineRatioTable::variedWithoutPlateaus)
                .map(run -> run.label() + ": no baseline ratios (Table 2): its number of clients varied and no plateau "
                        + "says which calls ran at which, so a mean would mix loads; see the scalability table.")
                .toList();
    }

    private static boolean variedWithoutPlateaus(LabelledRun run) {
        return run.analysis().plateaus().isEmpty() && !run.analysis().scalability().isEmpty();
    }

    private static List<Case> cases(RunAnalysis analysis) {
        if (analysis.plateaus().isEmpty()) {
            return analysis.byType().keySet().stream()
                    .map(type -> new Case(type, 0, analysis.comparableMean(type))).toList();
        }
        // type -> clients -> {sum of mean x successful calls, successful calls}
        Map<String, Map<Integer, double[]>> sums = new LinkedHashMap<>();
        for (PlateauPoint point : analysis.plateaus()) {
            PlateauRow row = point.row();
            long successes = row.calls() - row.errors();
            if (successes <= 0 || Double.isNaN(row.meanNanos())) {
                continue;
            }
            double[] sum = sums.computeIfAbsent(row.type(), t -> new java.util.TreeMap<>())
                    .computeIfAbsent(row.clients(), c -> new double[2]);
            sum[0] += row.meanNanos() * successes;
            sum[1] += successes;
        }
        List<Case> cases = new ArrayList<>();
        sums.forEach((type, byClients) -> byClients.forEach((clients, sum) ->
                cases.add(new Case(type, clients, sum[0] / sum[1]))));
        return cases;
    }

    private static double sortKey(Object cell) {
        return cell instanceof Double value && !value.isNaN() ? value : cell == null ? 0 : Double.MAX_VALUE;
    }
}
