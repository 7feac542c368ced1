package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * The same calls measured in two placements of client and server, side by side: Demarey et al. 2004's
 * one host against two ({@code tcp ping [one host]} and {@code tcp ping [two hosts]}, from
 * {@code two-hosts.ctp}). The first placement a run measured is the base; every other one
 * of the same calls is a row against it.
 */
final class PlacementTable {
    private PlacementTable() {
    }

    /** The table, or null when no run measured the same calls in two placements. */
    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("type", "action type"),
                Column.text("base", "base placement"), Column.text("placement", "placement"),
                Column.number("base_mean_us", "base mean µs", 2), Column.number("mean_us", "mean µs", 2),
                Column.number("mean_diff_us", "mean diff µs", 2), Column.number("mean_diff_pct", "mean diff %", 1),
                Column.number("base_median_us", "base median µs", 2), Column.number("median_us", "median µs", 2),
                Column.number("median_diff_us", "median diff µs", 2), Column.number("median_diff_pct", "median diff %", 1),
                Column.number("base_p99_us", "base p99 µs", 2), Column.number("p99_us", "p99 µs", 2),
                Column.number("p99_diff_us", "p99 diff µs", 2), Column.number("p99_diff_pct", "p99 diff %", 1)));
        Table table = new Table("placements", "One host against two (as Demarey et al. 2004 measured it)",
                "The same calls with client and server placed differently, such as on one emulated host and on two: "
                        + "each placement against the first one measured; diff = placement - base.", columns);
        for (LabelledRun run : runs) {
            for (Map.Entry<String, Map<String, String>> calls : typesByPlacement(run.analysis()).entrySet()) {
                List<Map.Entry<String, String>> placed = new ArrayList<>(calls.getValue().entrySet());
                Map.Entry<String, String> base = placed.get(0);
                for (Map.Entry<String, String> other : placed.subList(1, placed.size())) {
                    List<Object> cells = new ArrayList<>();
                    if (several) {
                        cells.add(run.label());
                    }
                    cells.addAll(List.of(calls.getKey(), base.getKey(), other.getKey()));
                    RunAnalysis analysis = run.analysis();
                    LatencyStatistics baseCalls = analysis.byType().get(base.getValue());
                    LatencyStatistics otherCalls = analysis.byType().get(other.getValue());
                    addSideBySide(cells, analysis.comparableMean(base.getValue()), analysis.comparableMean(other.getValue()));
                    addSideBySide(cells, baseCalls.p50Nanos(), otherCalls.p50Nanos());
                    addSideBySide(cells, baseCalls.p99Nanos(), otherCalls.p99Nanos());
                    table.row(cells.toArray());
                }
            }
        }
        table.note("The placement is the bracketed end of an action type's label ('tcp ping [two hosts]'); "
                + "two-hosts.ctp measures each middleware on the client's own emulated host, then on the other host.");
        table.note("Means are over the step means for loop blades (as in the round-trip latency table), else over calls; medians and p99 are "
                + "over calls (HdrHistogram). diff % = (placement - base) / base.");
        return table.isEmpty() ? null : table;
    }

    /** Per type without placement, its placements in the order measured, each with its full type name. */
    private static Map<String, Map<String, String>> typesByPlacement(RunAnalysis analysis) {
        Map<String, Map<String, String>> byCalls = new LinkedHashMap<>();
        for (String type : analysis.byType().keySet()) {
            ActionTypeName name = new ActionTypeName(type);
            if (!name.placement().isEmpty() && !name.bridged()) { // bridges have their table (BridgeTable)
                byCalls.computeIfAbsent(name.withoutPlacement(), calls -> new LinkedHashMap<>()).put(name.placement(), type);
            }
        }
        byCalls.values().removeIf(placements -> placements.size() < 2);
        return byCalls;
    }

    private static void addSideBySide(List<Object> cells, double baseNanos, double nanos) {
        cells.add(Micros.of(baseNanos));
        cells.add(Micros.of(nanos));
        cells.add(Micros.of(nanos - baseNanos));
        cells.add((nanos - baseNanos) / baseNanos * 100);
    }
}
