package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.mwbench.analysis.charts.NumberLabel;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Böszörményi et al. 1999's scalability from steady plateaus: one table per middleware, one row per plateau,
 * with the clients targeted and active, the clean intervals, the throughput and its 95%
 * confidence interval, latency, errors by kind, both sides' CPU and the side that saturated.
 * A plateau that never settled is marked and kept out of the curve; one that settled only at a
 * widened width once its time ran out is on the curve, marked with the target it missed.
 */
final class PlateauTables {
    static final String ID_PREFIX = "scalability_";
    static final String NOT_SETTLED = "not settled";
    static final String WIDENED = "widened";

    private PlateauTables() {
    }

    /** The table id of a middleware's plateaus, e.g. {@code scalability_corba_jacorb}. */
    static String id(String middleware) {
        return ID_PREFIX + middleware.replaceAll("[^A-Za-z0-9]+", "_");
    }

    static List<Table> of(List<LabelledRun> runs) {
        Map<String, List<Object[]>> byMiddleware = new LinkedHashMap<>(); // middleware -> {run, point}
        for (LabelledRun run : runs) {
            for (PlateauPoint point : run.analysis().plateaus()) {
                byMiddleware.computeIfAbsent(point.middleware(), m -> new ArrayList<>()).add(new Object[] {run, point});
            }
        }
        List<Table> tables = new ArrayList<>();
        byMiddleware.forEach((middleware, points) -> tables.add(table(middleware, points, runs.size() > 1)));
        return tables;
    }

    private static Table table(String middleware, List<Object[]> points, boolean severalRuns) {
        boolean severalSeries = points.stream().map(p -> ((PlateauPoint) p[1]).series()).distinct().count() > 1;
        boolean severalInjectors = points.stream().map(p -> ((PlateauPoint) p[1]).injector()).distinct().count() > 1;
        List<Column> columns = new ArrayList<>();
        if (severalRuns) {
            columns.add(Column.text("run", "run"));
        }
        if (severalSeries) {
            columns.add(Column.text("series", "series"));
        }
        if (severalInjectors) {
            columns.add(Column.text("injector", "injector"));
        }
        columns.addAll(List.of(Column.text("type", "action type"), Column.count("clients", "clients"),
                Column.count("active", "active"), Column.count("intervals", "batches"),
                Column.text("throughput", "calls/s ± 95% CI"), Column.number("mean_us", "mean µs", 1),
                Column.number("p99_us", "p99 µs", 1), Column.count("errors", "errors"),
                Column.text("errors_by_kind", "errors by kind"), Column.number("server_cpu_pct", "server CPU %", 0),
                Column.number("injector_cpu_pct", "injector CPU %", 0), Column.text("saturated", "saturated"),
                Column.text("settled", "steady")));
        Table table = new Table(id(middleware), "Scalability: " + middleware + " (as in Böszörményi et al. 1999)",
                "One row per plateau of a closed population: measured once the population was reached and every user "
                        + "had called, until the throughput's 95% confidence interval was narrow enough or the time ran out.",
                columns);
        Set<String> sharing = new LinkedHashSet<>();
        int unsettled = 0;
        int widened = 0;
        for (Object[] entry : points) {
            LabelledRun run = (LabelledRun) entry[0];
            PlateauPoint point = (PlateauPoint) entry[1];
            PlateauRow row = point.row();
            List<Object> cells = new ArrayList<>();
            if (severalRuns) {
                cells.add(run.label());
            }
            if (severalSeries) {
                cells.add(point.series());
            }
            if (severalInjectors) {
                cells.add(point.injector());
            }
            cells.addAll(List.of(row.type(), (long) row.clients(), (long) row.active(), (long) row.intervals(),
                    throughput(row), Micros.of(row.meanNanos()), Micros.of(row.p99Nanos()), row.errors(),
                    errorsByKind(row.errorsByKind()), point.serverCpuPct(), row.injectorCpuPct(),
                    point.saturation().label(), verdict(row)));
            table.row(cells.toArray());
            if (point.sharedCores() != null) {
                sharing.add("server " + point.server() + " and injector " + point.injector() + ": " + point.sharedCores());
            }
            if (!row.settled()) {
                unsettled++;
            } else if (row.widened()) {
                widened++;
            }
        }
        for (String shared : sharing) {
            table.note("WARNING: the sides share cores (" + shared + "): each side's CPU also pays for the other's, "
                    + "so 'saturated' may name the shared cores rather than a side.");
        }
        Map<LabelledRun, List<PlateauPoint>> byRun = new LinkedHashMap<>();
        points.forEach(entry -> byRun.computeIfAbsent((LabelledRun) entry[0], r -> new ArrayList<>()).add((PlateauPoint) entry[1]));
        byRun.forEach((run, runPoints) -> {
            PlateauErrors errors = PlateauErrors.of(run.analysis(), runPoints);
            if (errors.outside() > 0) {
                table.note((severalRuns ? run.label() + ": " : "") + errors.outside() + " of " + middleware + "'s "
                        + errors.all() + " errors fell outside these plateaus' windows (while users were added or "
                        + "settled, or in a plateau cut short): they are in no row here, but in the summary, the latency "
                        + "table and the quick statistics.");
            }
        });
        if (unsettled > 0) {
            table.note(unsettled + " plateau(s) " + NOT_SETTLED + ": the confidence interval never reached its target "
                    + "width, or still rested on correlated batches (a trend), within the plateau's time budget; they show "
                    + "the width they reached and are marked, not averaged into the curve (drawn hollow).");
        }
        if (widened > 0) {
            table.note(widened + " plateau(s) " + WIDENED + ": when the time ran out, the interval was wider than the "
                    + "target but within the widest the plan accepts (its widest=); they are on the curve with the width "
                    + "they reached, which their row gives, and marked with the target they missed.");
        }
        String injectorBound = InjectorBound.note(middleware, points.stream().map(p -> (PlateauPoint) p[1]).toList());
        if (injectorBound != null) {
            table.note(injectorBound);
        }
        table.note("calls/s: the calls of the plateau's window over its length, ± the half-width of its 95% "
                + "confidence interval in % of the mean: Student's t over batch means of consecutive samples, batches "
                + "long enough that their means are not correlated (batches: how many). Latencies are of the successful calls.");
        table.note(String.format(Locale.ROOT, "Server CPU: the mean of the server blade's cpu_pct readings within the "
                + "plateau; injector CPU: the injector JVM's, as it measured it; both in %% of the cores each could use. "
                + "saturated: the side at %.0f%% or more of its cores ('shared cores' when the sides share cores and "
                + "their busy cores add up to that).", Saturation.THRESHOLD_PCT));
        return table;
    }

    /** The steady column: empty when the plateau settled at its target, else what it reached instead. */
    static String verdict(PlateauRow row) {
        if (!row.settled()) {
            return NOT_SETTLED;
        }
        if (!row.widened()) {
            return "";
        }
        return Double.isFinite(row.widthPct())
                ? WIDENED + ": target ±" + new java.math.BigDecimal(String.format(Locale.ROOT, "%.4g", row.widthPct()))
                        .stripTrailingZeros().toPlainString() + "%"
                : WIDENED;
    }

    /** "120k ± 3.1%", or the throughput alone when it has no interval. */
    static String throughput(PlateauRow row) {
        String value = NumberLabel.compact(row.throughput());
        double half = row.ciHalfWidthPct();
        return Double.isFinite(half) ? value + " ± " + String.format(Locale.ROOT, "%.1f%%", half) : value;
    }

    static String errorsByKind(Map<String, Long> kinds) {
        List<String> parts = new ArrayList<>();
        kinds.forEach((kind, count) -> parts.add(kind + ": " + count));
        return String.join("; ", parts);
    }
}
