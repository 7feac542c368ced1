package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Fatoohi et al.'s bridging table: per pair of middleware and placement of the bridge, the
 * latency of a call through the bridge ({@code soap-jaxws>rmi ping [client host]}), the direct
 * latencies of the front and back middleware measured in the same run ({@code soap-jaxws ping},
 * {@code rmi ping}), what the bridge adds over a direct call to the back middleware, and the
 * paper's {@code count} of 1000 calls as a total time.
 */
final class BridgeTable {
    /** The paper's {@code count} program makes 1000 calls. */
    static final int COUNT_CALLS = 1000;

    private BridgeTable() {
    }

    /** The table, or null when no run measured a call through a bridge. */
    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("pair", "pair"), Column.text("operation", "operation"),
                Column.text("placement", "bridge on"),
                Column.number("bridged_mean_us", "bridged µs", 2), Column.number("front_mean_us", "direct A µs", 2),
                Column.number("back_mean_us", "direct B µs", 2), Column.number("overhead_us", "overhead over B µs", 2),
                Column.number("overhead_pct", "overhead over B %", 1),
                Column.number("bridged_median_us", "bridged median µs", 2),
                Column.number("back_median_us", "direct B median µs", 2),
                Column.number("median_overhead_us", "median overhead µs", 2),
                Column.number("count_ms", "count (" + COUNT_CALLS + " calls) ms", 1)));
        Table table = new Table("bridges", "Bridges between middleware (Fatoohi et al.)",
                "A client of middleware A calls a bridge that calls a server of middleware B; per pair A>B and "
                        + "placement of the bridge, against direct calls to A and to B in the same run; "
                        + "overhead = bridged - direct B.", columns);
        for (LabelledRun run : runs) {
            RunAnalysis analysis = run.analysis();
            String largest = null;
            double largestOverhead = Double.NEGATIVE_INFINITY;
            for (String type : analysis.byType().keySet()) {
                ActionTypeName name = new ActionTypeName(type);
                if (!name.bridged()) {
                    continue;
                }
                String operation = new ActionTypeName(name.withoutPlacement()).operation();
                double bridged = analysis.comparableMean(type);
                double front = direct(analysis, name.front(), operation);
                double back = direct(analysis, name.back(), operation);
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.addAll(java.util.Arrays.asList(name.front() + ActionTypeName.BRIDGE + name.back(), operation,
                        name.placement().isEmpty() ? "-" : name.placement(), Micros.of(bridged), nullable(front),
                        nullable(back), Double.isNaN(back) ? null : Micros.of(bridged - back),
                        Double.isNaN(back) ? null : (bridged - back) / back * 100));
                double bridgedMedian = analysis.byType().get(type).p50Nanos();
                double backMedian = median(analysis, name.back(), operation);
                cells.addAll(java.util.Arrays.asList(Micros.of(bridgedMedian), nullable(backMedian),
                        Double.isNaN(backMedian) ? null : Micros.of(bridgedMedian - backMedian),
                        bridged * COUNT_CALLS / 1e6));
                table.row(cells.toArray());
                if (!Double.isNaN(back) && bridged - back > largestOverhead) {
                    largestOverhead = bridged - back;
                    largest = name.withoutPlacement() + (name.placement().isEmpty() ? "" : ", bridge on " + name.placement());
                }
            }
            if (largest != null) {
                table.note((several ? run.label() + ": " : "") + "largest overhead over B: " + largest + ", "
                        + String.format(Locale.ROOT, "%.1f µs", Micros.of(largestOverhead)) + ".");
            }
        }
        table.note("Bridged calls are the types 'A>B OPERATION [PLACEMENT]'; direct A and direct B are the types "
                + "'A OPERATION' and 'B OPERATION' of the same run (n/a when not measured). bridges.ctp places the bridge "
                + "on the client's host, on the server's host or on a third host, each an emulated host.");
        table.note("Means are over the step means for loop blades, else over calls; medians are over calls "
                + "(HdrHistogram), less swayed by a loaded machine's outliers. overhead % = (bridged - direct B) / "
                + "direct B. count = " + COUNT_CALLS + " x the bridged mean: the time the paper's count program's "
                + COUNT_CALLS + " calls take back to back, less the loop's own bookkeeping (tens of ns a call).");
        return table.isEmpty() ? null : table;
    }

    private static double direct(RunAnalysis analysis, String middleware, String operation) {
        String type = operation.isEmpty() ? middleware : middleware + " " + operation;
        return analysis.byType().containsKey(type) ? analysis.comparableMean(type) : Double.NaN;
    }

    private static double median(RunAnalysis analysis, String middleware, String operation) {
        String type = operation.isEmpty() ? middleware : middleware + " " + operation;
        return analysis.byType().containsKey(type) ? analysis.byType().get(type).p50Nanos() : Double.NaN;
    }

    private static Double nullable(double nanos) {
        return Double.isNaN(nanos) ? null : Micros.of(nanos);
    }
}
