package org.mwbench.console;

import java.util.List;
import org.mwbench.platform.storage.QuickStatistics;

/** CLIF's quick-statistics table, as text. */
final class QuickStatsTable {
    private static final String FORMAT = "%-16s %-14s %9s %7s %11s %11s %11s %11s %11s %11s %10s%n";

    private QuickStatsTable() {
    }

    static String render(List<QuickStatistics.Row> rows) {
        StringBuilder table = new StringBuilder("quick statistics (durations of successful calls):\n");
        table.append(String.format(FORMAT, "blade", "action", "calls", "errors", "mean", "median", "min", "max",
                "std dev", "p99", "calls/s"));
        for (QuickStatistics.Row row : rows) {
            table.append(String.format(FORMAT, row.blade(), row.type(), row.calls(), row.errors(),
                    Units.nanos(row.meanNanos()), Units.nanos(row.medianNanos()), Units.nanos(row.minNanos()),
                    Units.nanos(row.maxNanos()), Units.nanos(row.stdDevNanos()), Units.nanos(row.p99Nanos()),
                    String.format("%.1f", row.throughput())));
        }
        if (rows.isEmpty()) {
            table.append("(no action was recorded)\n");
        }
        return table.toString();
    }
}
