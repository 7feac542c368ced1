package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.storage.Coverage;

/** The report's first table: per blade and action type, calls, errors, throughput and the latency figures. */
final class LatencyTable {
    private LatencyTable() {
    }

    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        boolean openModel = runs.stream().flatMap(run -> run.analysis().byBladeAndType().stream())
                .anyMatch(row -> !Double.isNaN(row.p99FromIntended()));
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("blade", "blade"), Column.text("type", "action type"),
                Column.count("calls", "calls"), Column.count("errors", "errors"),
                Column.text("error_kinds", "errors by kind"), Column.number("throughput_per_s", "calls/s", 1),
                Column.number("mean_us", "mean µs", 2), Column.number("min_us", "min µs", 2),
                Column.number("max_us", "max µs", 2), Column.number("stddev_us", "std dev µs", 2),
                Column.number("p50_us", "p50 µs", 2), Column.number("p90_us", "p90 µs", 2),
                Column.number("p99_us", "p99 µs", 2), Column.number("p999_us", "p99.9 µs", 2),
                Column.number("jitter_us", "jitter µs", 2), Column.count("warmup_calls", "warm-up calls (left out)")));
        if (openModel) {
            columns.add(Column.number("p99_from_intended_us", "p99 from intended start µs", 2));
            columns.add(Column.count("late_starts", "late starts"));
        }
        columns.add(Column.text("source", "from"));
        boolean partial = runs.stream().anyMatch(run -> !run.analysis().coverage().complete());
        if (partial) {
            columns.add(Column.text("measured", "measured"));
        }
        Table table = new Table("latency", "Latency per blade and action type",
                "Calls, errors, throughput and latency of every action type, warm-up calls left out.", columns);
        boolean histogramsOnly = false;
        for (LabelledRun run : runs) {
            for (LatencyStatistics s : run.analysis().byBladeAndType()) {
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.addAll(List.of(s.blade(), s.type(), s.calls(), s.errors(), errorKinds(s.errorsByKind()),
                        s.throughput(), Micros.of(s.meanNanos()), Micros.of(s.minNanos()), Micros.of(s.maxNanos()),
                        Micros.of(s.stdDevNanos()), Micros.of(s.p50Nanos()), Micros.of(s.p90Nanos()),
                        Micros.of(s.p99Nanos()), Micros.of(s.p999Nanos()), Micros.of(s.jitterNanos()), s.warmupCalls()));
                if (openModel) {
                    cells.add(Micros.of(s.p99FromIntended()));
                    cells.add(s.lateStarts());
                }
                boolean fromHistograms = s.source() == CallAccumulator.Source.HISTOGRAMS;
                histogramsOnly |= fromHistograms;
                cells.add(fromHistograms ? "histograms" : "every call");
                if (partial) {
                    cells.add(run.analysis().coverage().status(s.blade(), s.type()).label());
                }
                table.row(cells.toArray());
            }
            if (partial) {
                // Planned types without a single call: a row that says so, with no figure rather than zeros.
                run.analysis().coverage().notMeasured().forEach((blade, types) -> types.stream()
                        .filter(type -> run.analysis().byBladeAndType().stream()
                                .noneMatch(s -> s.blade().equals(blade) && s.type().equals(type)))
                        .forEach(type -> {
                            Object[] cells = new Object[columns.size()];
                            int at = 0;
                            if (several) {
                                cells[at++] = run.label();
                            }
                            cells[at++] = blade;
                            cells[at] = type;
                            cells[columns.size() - 1] = Coverage.Status.NOT_MEASURED.label();
                            table.row(cells);
                        }));
            }
        }
        if (partial) {
            table.note("Some action types were not measured in full: 'cut short' rows cover only part of what the plan "
                    + "asked (the run was stopped while they were measured), 'not measured' rows have no figure at all.");
        }
        table.note("Warm-up calls are left out of every figure and only counted (a LoopRunner's X warm-up calls, a "
                + "ScenarioRunner's warmup= period).");
        table.note("Durations are of successful calls; failed calls count in calls and errors. Throughput is calls per "
                + "second from the first measured call's start to the last one's end (added up over series).");
        table.note("Percentiles come from HdrHistogram (3 significant digits); mean, min, max and standard deviation "
                + "are exact where every call was stored. The standard deviation is the population one, sqrt(M2 / n), "
                + "whichever the storage mode (HdrHistogram's definition).");
        table.note("Jitter (as in Krishna et al., CCMPerf; RFC 3550 style): the mean absolute difference between the latencies of "
                + "consecutive calls of one virtual user and one action type.");
        if (histogramsOnly) {
            table.note("Rows 'from histograms' kept histograms only (events=histograms): mean, min, max and standard "
                    + "deviation carry the histograms' precision (3 significant digits), throughput is over the intervals' "
                    + "bounds (from the blade's start to its end, not from the first call's start to the last one's end), "
                    + "jitter is n/a and error kinds were not stored. Calls, errors, late starts and percentiles are the "
                    + "same as from every call.");
        }
        return table;
    }

    private static String errorKinds(Map<String, Long> kinds) {
        return kinds.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining("; "));
    }
}
