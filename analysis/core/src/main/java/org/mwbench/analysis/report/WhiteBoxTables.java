package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.WhiteBoxFile;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * White-box timing: where each call's time went, per middleware and sample, from the injectors'
 * {@code whitebox-<protocol>} files. Two tables: the parts' medians and means (client marshalling,
 * transport plus server, server), "no hook" for a middleware that has none; and Böszörményi et
 * al. 1999's columns for their data-transfer test (server time, net transfer, client time), with
 * raw TCP as the socket reference. Only for runs that asked for white-box timing.
 */
final class WhiteBoxTables {
    static final String NO_HOOK = "no hook";
    /** A part the middleware's hooks do not see (Ice's server part: no reply context). */
    static final String NOT_SEEN = "not seen";
    private static final String SOCKETS = "tcp";

    private WhiteBoxTables() {
    }

    /** The two tables, or none when no run asked for white-box timing. */
    static List<Table> of(List<LabelledRun> runs) throws IOException {
        boolean several = runs.size() > 1;
        Table parts = partsTable(several);
        Table transfer = transferTable(several);
        for (LabelledRun run : runs) {
            Map<String, Boolean> hooks = new LinkedHashMap<>();
            Map<List<String>, Parts> bySample = new LinkedHashMap<>();
            for (StoredRun series : run.analysis().campaign().series()) {
                for (StoredBlade blade : series.injectors()) {
                    for (WhiteBoxFile file : WhiteBoxFile.of(blade)) {
                        hooks.merge(file.protocol(), file.hook(), Boolean::logicalAnd);
                        for (WhiteBoxFile.Event event : file.events()) {
                            bySample.computeIfAbsent(List.of(file.protocol(), event.sample()), key -> new Parts()).add(event);
                        }
                    }
                }
            }
            Map<String, Double> socketTotals = new LinkedHashMap<>();
            bySample.forEach((key, p) -> {
                if (key.get(0).equals(SOCKETS)) {
                    socketTotals.put(key.get(1), p.total.medianNanos());
                }
            });
            for (Map.Entry<String, Boolean> protocol : hooks.entrySet()) {
                if (!protocol.getValue()) {
                    parts.row(cells(several, run.label(), protocol.getKey(), "(every sample)", NO_HOOK, NO_HOOK, NO_HOOK,
                            NO_HOOK, NO_HOOK, NO_HOOK, NO_HOOK, NO_HOOK, NO_HOOK, NO_HOOK, NO_HOOK));
                    continue;
                }
                for (Map.Entry<List<String>, Parts> entry : bySample.entrySet()) {
                    if (!entry.getKey().get(0).equals(protocol.getKey())) {
                        continue;
                    }
                    Parts p = entry.getValue();
                    String sample = entry.getKey().get(1);
                    parts.row(cells(several, run.label(), protocol.getKey(), sample, (long) p.total.count(),
                            p.total.median(), p.total.mean(), p.marshal.median(), p.marshal.mean(),
                            p.transportServer.median(), p.transportServer.mean(), p.server.median(), p.server.mean(),
                            p.unmarshal.median(), p.unmarshal.mean()));
                    Double socket = socketTotals.get(sample);
                    transfer.row(cells(several, run.label(), protocol.getKey(), sample, (long) p.total.count(),
                            p.server.median(), p.net.median(), p.client.median(), p.total.median(),
                            socket == null ? Double.NaN : p.total.medianNanos() / socket));
                }
            }
        }
        if (parts.isEmpty()) {
            return List.of();
        }
        parts.note("One event per successful measured call of a use with whitebox=true: warm-up calls are left out, as in "
                + "the latency table, so both count the same calls (runs recorded by earlier versions of mwbench "
                + "included them). Client marshalling: from the call's entry to the request handed to the "
                + "transport, as the client's hook sees it; transport + server: from then to the reply back, before it is "
                + "unmarshalled; server: the server's hook's time, carried back with the reply; client after reply: "
                + "unmarshalling the reply and waking the caller. Each middleware's hooks see different points: "
                + "servers/README.md, 'White-box timing'.");
        parts.note("\"" + NO_HOOK + "\": the middleware has no white-box hook; \"" + NOT_SEEN + "\" (n/a): its hooks "
                + "cannot see that part, for example Ice's server part, which no reply context carries back.");
        transfer.note("Böszörményi et al. 1999 split their data-transfer test (10 KB as a sequence of shorts) into server "
                + "time, net transfer and client time (Visibroker 1017 / 2402 / 843 µs, Orbix 4058 / 2378 / 7301 µs, "
                + "sockets 2975 µs). Here, per call: server = the server's hook's time; net transfer = transport + server "
                + "minus server; client = the total minus transport + server (marshalling and unmarshalling at the "
                + "client); each column is the median over calls, robust to the stalls of a shared machine, so the "
                + "three need not add up to the median total (the whitebox table has the means). The last column is "
                + "the median total over raw TCP's for the same sample, the socket reference (n/a without a tcp use "
                + "of that sample in the run).");
        return List.of(parts, transfer);
    }

    private static Object[] cells(boolean several, String run, Object... rest) {
        List<Object> cells = new ArrayList<>();
        if (several) {
            cells.add(run);
        }
        cells.addAll(Arrays.asList(rest));
        return cells.toArray();
    }

    private static Table partsTable(boolean several) {
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("middleware", "middleware"), Column.text("sample", "sample"),
                Column.count("calls", "calls"),
                Column.number("total_median_us", "total median µs", 1),
                Column.number("total_mean_us", "total mean µs", 1),
                Column.number("client_marshal_median_us", "client marshalling median µs", 1),
                Column.number("client_marshal_mean_us", "client marshalling mean µs", 1),
                Column.number("transport_server_median_us", "transport + server median µs", 1),
                Column.number("transport_server_mean_us", "transport + server mean µs", 1),
                Column.number("server_median_us", "server median µs", 1),
                Column.number("server_mean_us", "server mean µs", 1),
                Column.number("client_after_reply_median_us", "client after reply median µs", 1),
                Column.number("client_after_reply_mean_us", "client after reply mean µs", 1)));
        return new Table("whitebox", "White-box timing: where each call's time goes",
                "Per middleware and sample, each call split at the middleware's own hooks.", columns);
    }

    private static Table transferTable(boolean several) {
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("middleware", "middleware"), Column.text("sample", "sample"),
                Column.count("calls", "calls"),
                Column.number("server_median_us", "server time median µs", 1),
                Column.number("net_transfer_median_us", "net transfer median µs", 1),
                Column.number("client_median_us", "client time median µs", 1),
                Column.number("total_median_us", "total median µs", 1),
                Column.ratio("total_vs_sockets", "total vs raw TCP")));
        return new Table("whitebox_transfer", "Server time, net transfer and client time (as Böszörményi et al. 1999 "
                + "split their data-transfer test)", "Per middleware and sample, the median of each part per call.", columns);
    }

    /** One middleware's and sample's parts over its calls. */
    private static final class Parts {
        final Part total = new Part();
        final Part marshal = new Part();
        final Part transportServer = new Part();
        final Part server = new Part();
        final Part unmarshal = new Part();
        final Part net = new Part();
        final Part client = new Part();

        void add(WhiteBoxFile.Event event) {
            total.add(event.total());
            marshal.add(event.clientMarshal());
            transportServer.add(event.transportServer());
            server.add(event.server());
            unmarshal.add(event.clientUnmarshal());
            if (event.transportServer() >= 0 && event.server() >= 0) {
                net.push(event.transportServer() - event.server());
            }
            if (event.transportServer() >= 0) {
                client.push(event.total() - event.transportServer());
            }
        }
    }

    /** The values of one part, ns; a part never seen gives "not seen" rather than a figure. */
    private static final class Part {
        private long[] values = new long[256];
        private int size;

        /** A part as the file has it: -1 is one the hook did not see. */
        void add(long nanos) {
            if (nanos != -1) {
                push(nanos);
            }
        }

        /** A derived part, which may be below 0 in one call (a core lost at the hook). */
        void push(long nanos) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = nanos;
        }

        int count() {
            return size;
        }

        /** In µs, or "not seen". */
        Object median() {
            return size == 0 ? NOT_SEEN : Micros.of(medianNanos());
        }

        /** NaN when never seen. */
        double medianNanos() {
            if (size == 0) {
                return Double.NaN;
            }
            long[] sorted = Arrays.copyOf(values, size);
            Arrays.sort(sorted);
            return size % 2 == 1 ? sorted[size / 2] : (sorted[size / 2 - 1] + sorted[size / 2]) / 2.0;
        }

        Number mean() {
            if (size == 0) {
                return Double.NaN;
            }
            double sum = 0;
            for (int i = 0; i < size; i++) {
                sum += values[i];
            }
            return Micros.of(sum / size);
        }
    }
}
