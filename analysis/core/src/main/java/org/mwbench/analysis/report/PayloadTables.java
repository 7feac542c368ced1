package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Gray 2005's payload tables: per kind of operation ({@code string}, {@code items},
 * {@code customers}, {@code octets}), per middleware and payload size, the time of 1000
 * calls and the bytes on the wire per call. One table per operation kind found in the
 * action types' names ({@code <middleware> <kind> <size>}).
 */
final class PayloadTables {
    private PayloadTables() {
    }

    static List<Table> of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        Map<String, Table> byKind = new LinkedHashMap<>();
        Map<String, List<Object[]>> rowsByKind = new LinkedHashMap<>();
        for (LabelledRun run : runs) {
            RunAnalysis analysis = run.analysis();
            List<String> middlewareOrder = analysis.byType().keySet().stream()
                    .map(type -> new ActionTypeName(type).middleware()).distinct().toList();
            for (Map.Entry<String, LatencyStatistics> entry : analysis.byType().entrySet()) {
                ActionTypeName name = new ActionTypeName(entry.getKey());
                if (name.payloadSize() < 0) {
                    continue;
                }
                String kind = name.operationKind().isEmpty() ? "payload" : name.operationKind();
                byKind.computeIfAbsent(kind, k -> newTable(k, several));
                WireBytesPerCall wire = analysis.wire().get(entry.getKey());
                double mean = analysis.comparableMean(entry.getKey());
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.add(name.middleware());
                cells.add((long) name.payloadSize());
                cells.add(entry.getValue().calls());
                cells.add(Micros.of(mean));
                cells.add(mean / 1e3); // 1000 calls, in ms
                cells.add(wire == null ? Double.NaN : wire.sentPerCall());
                cells.add(wire == null ? Double.NaN : wire.receivedPerCall());
                cells.add(wire == null ? Double.NaN : wire.sentPerCall() + wire.receivedPerCall());
                cells.add((double) middlewareOrder.indexOf(name.middleware())); // sort key, dropped below
                rowsByKind.computeIfAbsent(kind, k -> new ArrayList<>()).add(cells.toArray());
            }
        }
        List<Table> tables = new ArrayList<>();
        byKind.forEach((kind, table) -> {
            int size = several ? 2 : 1;
            List<Object[]> rows = rowsByKind.get(kind);
            rows.sort(Comparator.<Object[]>comparingDouble(row -> (Double) row[row.length - 1])
                    .thenComparingLong(row -> (Long) row[size]));
            rows.forEach(row -> table.row(java.util.Arrays.copyOf(row, row.length - 1)));
            tables.add(table);
        });
        return tables;
    }

    private static Table newTable(String kind, boolean several) {
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("middleware", "middleware"), Column.count("size", "payload size"),
                Column.count("calls", "calls"), Column.number("mean_us", "mean µs", 2),
                Column.number("ms_per_1000_calls", "time per 1000 calls ms", 2),
                Column.number("sent_bytes_per_call", "sent bytes/call", 0),
                Column.number("received_bytes_per_call", "received bytes/call", 0),
                Column.number("bytes_per_call", "total bytes/call", 0)));
        Table table = new Table("payload_" + kind.replaceAll("[^A-Za-z0-9]+", "_"),
                "Payload '" + kind + "' by size (as in Gray 2005)",
                "Per middleware and payload size: the time of 1000 calls (Gray 2005's \"stabilized\" time, after warm-up) "
                        + "and the bytes on the wire per call, both directions.", columns);
        table.note("Bytes come from the injectors' wire-<protocol> files, over every counted call (warm-up included): "
                + "n/a where the middleware's client cannot count them. Multiply by 10,000 for Gray 2005's totals per "
                + "10,000 invocations.");
        return table;
    }
}
