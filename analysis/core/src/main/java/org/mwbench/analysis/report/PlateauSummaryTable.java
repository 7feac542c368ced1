package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * The scalability run at a glance, above the per-middleware tables and with the plots: per
 * middleware, how many plateaus were measured and settled, the highest settled throughput,
 * at how many clients, and which side had saturated there.
 */
public final class PlateauSummaryTable {
    public static final String ID = "scalability_summary";

    private PlateauSummaryTable() {
    }

    /** The table, or null when no run has plateaus. */
    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("middleware", "middleware"), Column.count("plateaus", "plateaus"),
                Column.count("not_settled", PlateauTables.NOT_SETTLED), Column.count("widened", PlateauTables.WIDENED),
                Column.text("clients", "clients measured"),
                Column.text("peak", "peak calls/s ± 95% CI"), Column.count("peak_clients", "at clients"),
                Column.number("peak_p99_us", "p99 µs there", 1), Column.text("peak_saturated", "saturated there"),
                Column.count("errors", "errors"), Column.count("errors_in_plateaus", "of which in plateaus")));
        Table table = new Table(PlateauSummaryTable.ID, "Scalability (as in Böszörményi et al. 1999): throughput against concurrent clients",
                "Per middleware, from the plateau runners' steady plateaus; one table per middleware follows.", columns);
        for (LabelledRun run : runs) {
            Map<String, List<PlateauPoint>> byMiddleware = new LinkedHashMap<>();
            run.analysis().plateaus().forEach(point ->
                    byMiddleware.computeIfAbsent(point.middleware(), m -> new ArrayList<>()).add(point));
            byMiddleware.forEach((middleware, points) -> {
                PlateauPoint peak = peak(points);
                PlateauErrors errors = PlateauErrors.of(run.analysis(), points);
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.addAll(java.util.Arrays.asList(middleware, (long) points.size(),
                        points.stream().filter(point -> !point.row().settled()).count(),
                        points.stream().filter(point -> point.row().widened()).count(),
                        String.join(", ", points.stream().map(point -> Integer.toString(point.row().clients()))
                                .distinct().toList()),
                        peak == null ? "n/a" : PlateauTables.throughput(peak.row())
                                + (PlateauTables.verdict(peak.row()).isEmpty() ? "" : " (" + PlateauTables.verdict(peak.row()) + ")"),
                        peak == null ? null : (Object) (long) peak.row().clients(),
                        peak == null ? null : (Object) Micros.of(peak.row().p99Nanos()),
                        peak == null ? "" : peak.saturation().label(),
                        errors.all(), errors.inPlateaus()));
                table.row(cells.toArray());
                String injectorBound = InjectorBound.note(middleware, points);
                if (injectorBound != null) {
                    table.note((several ? run.label() + ": " : "") + injectorBound);
                }
            });
        }
        table.note("Peak: the highest throughput among the settled plateaus, marked '" + PlateauTables.WIDENED + "' "
                + "when it settled only at a width wider than its target; when none settled, the highest of all, "
                + "marked '" + PlateauTables.NOT_SETTLED + "' with the interval it reached, which is wider than the target "
                + "or rests on correlated batches. " + PlateauTables.WIDENED + ": plateaus whose time ran out with an "
                + "interval wider than the target but within the widest the plan accepts (the plateau runner's widest=). "
                + "The plots draw one line per middleware "
                + "(per injector blade too, when several measured it): settled plateaus on the line with their confidence "
                + "band, unsettled ones as hollow circles.");
        table.note("errors: every measured call's, as the latency table and the quick statistics count them; of which in "
                + "plateaus: within the plateaus' windows, as their rows count them. The others failed while users were "
                + "added or settled, or in a plateau cut short (see the alarms).");
        return table.isEmpty() ? null : table;
    }

    /** The highest settled throughput; without a settled plateau, the highest of all; null without plateaus. */
    static PlateauPoint peak(List<PlateauPoint> points) {
        java.util.Comparator<PlateauPoint> byThroughput = java.util.Comparator.comparingDouble(point -> point.row().throughput());
        return points.stream().filter(point -> point.row().settled()).max(byThroughput)
                .orElseGet(() -> points.stream().max(byThroughput).orElse(null));
    }
}
