package org.mwbench.console;

import java.util.List;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.storage.Coverage;
import org.mwbench.platform.storage.QuickStatistics;

/**
 * CLIF's quick-statistics table, as text. Columns for warm-up calls and for the open
 * model (late starts, p99 from the intended start) appear only when a row has them. The
 * standard deviation is the population one, as in every mwbench figure ({@link CallAccumulator}).
 */
final class QuickStatsTable {
    /** The blade and action columns widen to their longest name, so that the figures stay aligned. */
    private static final int BLADE_WIDTH = 16;
    private static final int ACTION_WIDTH = 24;
    private static final String FIGURES = " %9s %7s %11s %11s %11s %11s %11s %11s %10s";

    private QuickStatsTable() {
    }

    static String render(List<QuickStatistics.Row> rows) {
        boolean warmup = rows.stream().anyMatch(row -> row.warmupCalls() > 0);
        boolean open = rows.stream().anyMatch(row -> row.p99FromIntendedNanos() > 0 || row.lateStarts() > 0);
        boolean partial = rows.stream().anyMatch(row -> !row.measured());
        boolean histograms = rows.stream().anyMatch(QuickStatsTable::fromHistograms);
        int bladeWidth = Math.max(BLADE_WIDTH, rows.stream().mapToInt(row -> row.blade().length()).max().orElse(0));
        int actionWidth = Math.max(ACTION_WIDTH, rows.stream().mapToInt(row -> row.type().length()).max().orElse(0));
        String format = "%-" + bladeWidth + "s %-" + actionWidth + "s" + FIGURES;
        StringBuilder table = new StringBuilder("quick statistics (durations of successful calls"
                + (warmup ? "; warm-up calls left out" : "") + "):\n");
        table.append(String.format(format, "blade", "action", "calls", "errors", "mean", "median", "min", "max",
                "std dev", "p99", "calls/s"));
        table.append(warmup ? String.format(" %9s", "warm-up") : "");
        table.append(open ? String.format(" %7s %14s", "late", "p99 intended") : "");
        table.append(partial ? "  measured" : "").append('\n');
        for (QuickStatistics.Row row : rows) {
            if (row.status() == Coverage.Status.NOT_MEASURED) {
                // No figure rather than zeros, which would read as zero latency.
                table.append(String.format(format, row.blade(), row.type(), "-", "-", "-", "-", "-", "-", "-", "-", "-"));
                table.append(warmup ? String.format(" %9d", row.warmupCalls()) : "");
                table.append(open ? String.format(" %7s %14s", "-", "-") : "");
                table.append("  NOT MEASURED\n");
                continue;
            }
            table.append(String.format(format, row.blade(), row.type(), row.calls(), row.errors(),
                    Durations.format(row.meanNanos()), Durations.format(row.medianNanos()), Durations.format(row.minNanos()),
                    Durations.format(row.maxNanos()), Durations.format(row.stdDevNanos()), Durations.format(row.p99Nanos()),
                    String.format("%.1f", row.throughput())));
            table.append(warmup ? String.format(" %9d", row.warmupCalls()) : "");
            table.append(open ? String.format(" %7d %14s", row.lateStarts(), Durations.format(row.p99FromIntendedNanos())) : "");
            table.append(partial ? (row.measured() ? "  in full" : "  CUT SHORT") : "");
            table.append(fromHistograms(row) ? "  [h]" : "");
            table.append('\n');
        }
        if (histograms) {
            table.append("[h] kept histograms only (events=histograms): mean, min, max and std dev to HdrHistogram's 3 "
                    + "significant digits, calls/s over the blade's intervals (start to end) rather than its calls; "
                    + "counts and percentiles as from every call\n");
        }
        if (rows.isEmpty()) {
            table.append("(no action was recorded)\n");
        }
        return table.toString();
    }

    private static boolean fromHistograms(QuickStatistics.Row row) {
        return row.measured() && row.source() == CallAccumulator.Source.HISTOGRAMS;
    }
}
