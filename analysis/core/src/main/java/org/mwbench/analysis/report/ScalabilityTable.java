package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/** Böszörményi et al. 1999's throughput against the number of concurrent clients, one row per action type and plateau. */
final class ScalabilityTable {
    private ScalabilityTable() {
    }

    /** The table, or null when no run had scenario runners with a population (runs with plateaus have their own tables). */
    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("type", "action type"), Column.count("clients", "concurrent clients"),
                Column.number("throughput_per_s", "calls/s", 1), Column.number("mean_us", "mean µs", 2),
                Column.count("intervals", "intervals")));
        Table table = new Table("scalability", "Throughput against concurrent clients (as in Böszörményi et al. 1999)",
                "Per action type and number of active virtual users (summed over blades): the calls per second "
                        + "and mean latency, averaged over the one-second intervals of that plateau.", columns);
        for (LabelledRun run : runs) {
            for (ScalabilityPoint point : run.analysis().scalability()) {
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.addAll(List.of(point.type(), point.clients(), point.callsPerSecond(), Micros.of(point.meanNanos()),
                        (long) point.intervals()));
                table.row(cells.toArray());
            }
        }
        table.note("Clients come from the scenario runners' population gauge; an interval in which the population "
                + "or the active action types changed is left out. Warm-up intervals are left out.");
        return table.isEmpty() ? null : table;
    }
}
