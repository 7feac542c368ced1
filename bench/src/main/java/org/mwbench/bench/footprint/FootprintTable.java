package org.mwbench.bench.footprint;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * The tables of {@code mwbench bench footprint}: the servers ranked by their resident memory at
 * idle, and the clients ranked by the heap each connection costs; the same figures as CSV and
 * JSON. A figure a process has not (a native server's heap) is written "n/a" (empty in CSV,
 * null in JSON), never 0; a middleware whose measure failed comes last, with its reason.
 */
public final class FootprintTable {
    private static final double MIB = 1024.0 * 1024.0;
    private static final double KIB = 1024.0;

    private FootprintTable() {
    }

    /** Servers, smallest idle RSS first; failed rows last, in their order. */
    public static List<FootprintRow> rankServers(List<FootprintRow> rows) {
        return ranked(rows, Comparator.comparingLong(row -> row.idle().residentBytes()));
    }

    /**
     * Clients, smallest heap per connection first, at the largest connection count (heap after
     * a full GC varies by kilobytes where RSS varies by hundreds: the steadier figure ranks).
     */
    public static List<FootprintRow> rankClients(List<FootprintRow> rows) {
        return ranked(rows, Comparator.comparingDouble(row -> largest(row).map(step -> step.client().heapBytes())
                .orElse(Double.MAX_VALUE)));
    }

    private static List<FootprintRow> ranked(List<FootprintRow> rows, Comparator<FootprintRow> order) {
        List<FootprintRow> ranked = new ArrayList<>(rows.stream().filter(FootprintRow::measured).sorted(order).toList());
        rows.stream().filter(row -> !row.measured()).forEach(ranked::add);
        return ranked;
    }

    private static Optional<FootprintRow.Connections> largest(FootprintRow row) {
        return row.connections().stream().max(Comparator.comparingInt(FootprintRow.Connections::count));
    }

    /** Both tables, as a terminal shows them. */
    public static void print(PrintWriter out, List<FootprintRow> rows) {
        List<FootprintRow> servers = rankServers(rows);
        long least = servers.stream().filter(FootprintRow::measured).mapToLong(row -> row.idle().residentBytes()).min().orElse(1);
        out.printf("%nservers, ranked by RSS at idle (after a warm-up and a full GC); under load: %s%n",
                servers.stream().filter(FootprintRow::measured).findFirst()
                        .map(row -> row.load().threads() + " connections calling ping in closed loops").orElse("none"));
        out.printf("%4s  %-16s %-32s | %8s %7s %8s %7s %7s | %8s %8s %7s %7s %9s | %11s%n", "rank", "middleware", "server process",
                "RSS MiB", "×least", "heap MiB", "threads", "classes", "RSS MiB", "heap MiB", "threads", "classes", "calls/s",
                "thr/conn");
        out.printf("%4s  %-16s %-32s | %-41s | %-43s | %11s%n", "", "", "", "idle", "under load", "(server)");
        int rank = 1;
        for (FootprintRow row : servers) {
            if (!row.measured()) {
                out.printf("%4s  %-16s FAILED: %s%n", "-", row.protocol(), row.error());
                continue;
            }
            Footprint idle = row.idle();
            Footprint loaded = row.loaded();
            out.printf("%4d  %-16s %-32s | %8s %7s %8s %7d %7s | %8s %8s %7d %7s %9s | %11s%n", rank++, row.protocol(),
                    abbreviate(row.serverProcess(), 32), mib(idle.residentBytes()),
                    String.format(Locale.ROOT, "×%.2f", (double) idle.residentBytes() / least), mib(idle.heapBytes()),
                    idle.threads(), whole(idle.classes()), mib(loaded.residentBytes()), mib(loaded.heapBytes()),
                    loaded.threads(), whole(loaded.classes()),
                    String.format(Locale.ROOT, "%,.0f", row.load().callsPerSecond()) + (row.load().ranThroughMeasure() ? "" : "*"),
                    largest(row).map(step -> fixed(step.server().threads(), 2)).orElse("n/a"));
            if (row.load().errors() > 0) {
                out.printf("%6s %d load error(s), first: %s%n", "", row.load().errors(), row.load().firstError());
            }
        }
        out.printf("%nclients, per connection: (footprint with N connections open - footprint before any) / N, "
                + "ranked by heap per connection at the largest N; A→B: each connection beyond A, (at B - at A) / (B - A)%n");
        out.printf("%4s  %-16s %-34s %5s | %9s %9s %8s %8s %8s | %9s %9s %8s %8s%n", "rank", "middleware", "client library", "N",
                "RSS KiB", "heap KiB", "threads", "classes", "sockets", "RSS KiB", "heap KiB", "threads", "sockets");
        out.printf("%4s  %-16s %-34s %5s | %-46s | %-37s%n", "", "", "", "", "client JVM, per connection", "server, per connection");
        rank = 1;
        for (FootprintRow row : rankClients(rows)) {
            if (!row.measured()) {
                continue;
            }
            boolean first = true;
            for (FootprintRow.Connections step : row.connections()) {
                Footprint.PerConnection client = step.client();
                Footprint.PerConnection server = step.server();
                out.printf("%4s  %-16s %-34s %5d | %9s %9s %8s %8s %8s | %9s %9s %8s %8s%n", first ? Integer.toString(rank) : "",
                        first ? row.protocol() : "", first ? abbreviate(row.clientLibrary(), 34) : "", step.count(),
                        fixed(client.residentBytes() / KIB, 1), fixed(client.heapBytes() / KIB, 1), fixed(client.threads(), 2),
                        fixed(client.classes(), 1), fixed(client.sockets(), 2), fixed(server.residentBytes() / KIB, 1),
                        fixed(server.heapBytes() / KIB, 1), fixed(server.threads(), 2), fixed(server.sockets(), 2));
                first = false;
            }
            marginal(row).ifPresent(step -> out.printf("%4s  %-16s %-34s %5s | %9s %9s %8s %8s %8s | %9s %9s %8s %8s%n", "", "", "",
                    step.label, fixed(step.client.residentBytes() / KIB, 1), fixed(step.client.heapBytes() / KIB, 1),
                    fixed(step.client.threads(), 2), fixed(step.client.classes(), 1), fixed(step.client.sockets(), 2),
                    fixed(step.server.residentBytes() / KIB, 1), fixed(step.server.heapBytes() / KIB, 1),
                    fixed(step.server.threads(), 2), fixed(step.server.sockets(), 2)));
            rank++;
        }
        out.println();
        out.println("RSS: /proc/PID/status VmRSS, JIT code cache, class metadata, stacks and mapped libraries included; heap: "
                + "used after a full GC; threads: the process's own (/proc), a JVM's GC and compiler threads included;");
        out.println("n/a: a native server has no heap nor classes; * the load ended (its call cap) before the server was "
                + "measured under it; thr/conn: the server's threads per open connection at the largest N (its threading model).");
        out.flush();
    }

    /** The cost of one more connection, between two connection counts. */
    private record Marginal(String label, Footprint.PerConnection client, Footprint.PerConnection server) {
    }

    /**
     * Between the two largest connection counts A and B, what each connection beyond A cost:
     * (footprint at B - footprint at A) / (B - A). Unlike the figures over N, it leaves out what
     * the first connection alone pays (loading the middleware's classes, starting its ORB).
     */
    private static Optional<Marginal> marginal(FootprintRow row) {
        List<FootprintRow.Connections> steps = row.connections().stream()
                .sorted(Comparator.comparingInt(FootprintRow.Connections::count)).toList();
        if (steps.size() < 2) {
            return Optional.empty();
        }
        FootprintRow.Connections a = steps.get(steps.size() - 2);
        FootprintRow.Connections b = steps.get(steps.size() - 1);
        return Optional.of(new Marginal(a.count() + "→" + b.count(), between(a.client(), b.client()), between(a.server(), b.server())));
    }

    private static Footprint.PerConnection between(Footprint.PerConnection a, Footprint.PerConnection b) {
        int extra = b.connections() - a.connections();
        return new Footprint.PerConnection(extra, growth(a.residentBytes(), a, b.residentBytes(), b, extra),
                growth(a.heapBytes(), a, b.heapBytes(), b, extra), growth(a.threads(), a, b.threads(), b, extra),
                growth(a.classes(), a, b.classes(), b, extra), growth(a.sockets(), a, b.sockets(), b, extra));
    }

    private static double growth(double perA, Footprint.PerConnection a, double perB, Footprint.PerConnection b, int extra) {
        return (perB * b.connections() - perA * a.connections()) / extra;
    }

    /** One line per middleware, a fixed set of columns per connection count. */
    public static String csv(List<FootprintRow> rows) {
        List<Integer> counts = rows.stream().flatMap(row -> row.connections().stream())
                .map(FootprintRow.Connections::count).distinct().sorted().toList();
        StringJoiner header = new StringJoiner(",", "#", "\n");
        for (String name : List.of("middleware", "server_process", "client_library")) {
            header.add(name);
        }
        for (String phase : List.of("idle", "load")) {
            for (String figure : List.of("rss_bytes", "heap_bytes", "threads", "java_threads", "classes", "metaspace_bytes",
                    "sockets")) {
                header.add(phase + "_" + figure);
            }
        }
        header.add("load_threads").add("load_calls").add("load_errors").add("load_seconds").add("load_ran_through_measure");
        for (int count : counts) {
            for (String side : List.of("client", "server")) {
                for (String figure : List.of("rss_bytes", "heap_bytes", "threads", "classes", "sockets")) {
                    header.add(side + "_" + figure + "_per_connection_at_" + count);
                }
            }
        }
        header.add("error");
        StringBuilder text = new StringBuilder(header.toString());
        for (FootprintRow row : rankServers(rows)) {
            StringJoiner line = new StringJoiner(",", "", "\n");
            line.add(row.protocol()).add(row.serverProcess()).add(quoted(row.clientLibrary()));
            for (Footprint phase : new Footprint[] {row.idle(), row.loaded()}) {
                for (long figure : figures(phase)) {
                    line.add(figure == Footprint.NONE ? "" : Long.toString(figure));
                }
            }
            FootprintRow.Load load = row.load();
            if (load == null) {
                line.add("").add("").add("").add("").add("");
            } else {
                line.add(Integer.toString(load.threads())).add(Long.toString(load.calls())).add(Long.toString(load.errors()))
                        .add(fixed(load.seconds(), 3)).add(Boolean.toString(load.ranThroughMeasure()));
            }
            for (int count : counts) {
                Optional<FootprintRow.Connections> step = row.connections().stream().filter(s -> s.count() == count).findFirst();
                for (Footprint.PerConnection side : step.map(s -> List.of(s.client(), s.server())).orElse(List.of())) {
                    for (double figure : perConnection(side)) {
                        line.add(Double.isNaN(figure) ? "" : fixed(figure, 3));
                    }
                }
                if (step.isEmpty()) {
                    for (int i = 0; i < 10; i++) {
                        line.add("");
                    }
                }
            }
            line.add(row.error() == null ? "" : quoted(row.error()));
            text.append(line);
        }
        return text.toString();
    }

    /** The rows as a JSON array, servers' ranking order, one object per middleware. */
    public static String json(List<FootprintRow> rows) {
        StringJoiner array = new StringJoiner(",\n  ", "[\n  ", "\n]\n");
        int rank = 1;
        for (FootprintRow row : rankServers(rows)) {
            StringJoiner object = new StringJoiner(", ", "{", "}");
            object.add(field("middleware", string(row.protocol())));
            if (!row.measured()) {
                object.add(field("error", string(row.error())));
                array.add(object.toString());
                continue;
            }
            object.add(field("rank_by_idle_rss", Integer.toString(rank++)));
            object.add(field("server_process", string(row.serverProcess())));
            object.add(field("client_library", string(row.clientLibrary())));
            object.add(field("idle", footprint(row.idle())));
            object.add(field("under_load", footprint(row.loaded())));
            FootprintRow.Load load = row.load();
            object.add(field("load", "{" + field("threads", Integer.toString(load.threads())) + ", "
                    + field("calls", Long.toString(load.calls())) + ", " + field("errors", Long.toString(load.errors())) + ", "
                    + field("seconds", fixed(load.seconds(), 3)) + ", "
                    + field("ran_through_measure", Boolean.toString(load.ranThroughMeasure())) + "}"));
            StringJoiner steps = new StringJoiner(", ", "[", "]");
            for (FootprintRow.Connections step : row.connections()) {
                steps.add("{" + field("connections", Integer.toString(step.count())) + ", "
                        + field("client_per_connection", perConnectionJson(step.client())) + ", "
                        + field("server_per_connection", perConnectionJson(step.server())) + "}");
            }
            object.add(field("connections", steps.toString()));
            array.add(object.toString());
        }
        return array.toString();
    }

    private static long[] figures(Footprint footprint) {
        if (footprint == null) {
            return new long[] {Footprint.NONE, Footprint.NONE, Footprint.NONE, Footprint.NONE, Footprint.NONE,
                    Footprint.NONE, Footprint.NONE};
        }
        return new long[] {footprint.residentBytes(), footprint.heapBytes(), footprint.threads(), footprint.javaThreads(),
                footprint.classes(), footprint.metaspaceBytes(), footprint.sockets()};
    }

    private static double[] perConnection(Footprint.PerConnection side) {
        return new double[] {side.residentBytes(), side.heapBytes(), side.threads(), side.classes(), side.sockets()};
    }

    private static String footprint(Footprint footprint) {
        String[] names = {"rss_bytes", "heap_bytes", "threads", "java_threads", "classes", "metaspace_bytes", "sockets"};
        long[] values = figures(footprint);
        StringJoiner object = new StringJoiner(", ", "{", "}");
        for (int i = 0; i < names.length; i++) {
            object.add(field(names[i], values[i] == Footprint.NONE ? "null" : Long.toString(values[i])));
        }
        return object.toString();
    }

    private static String perConnectionJson(Footprint.PerConnection side) {
        String[] names = {"rss_bytes", "heap_bytes", "threads", "classes", "sockets"};
        double[] values = perConnection(side);
        StringJoiner object = new StringJoiner(", ", "{", "}");
        for (int i = 0; i < names.length; i++) {
            object.add(field(names[i], Double.isNaN(values[i]) ? "null" : fixed(values[i], 3)));
        }
        return object.toString();
    }

    private static String field(String name, String value) {
        return string(name) + ": " + value;
    }

    private static String string(String value) {
        StringBuilder text = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            switch (c) {
                case '"' -> text.append("\\\"");
                case '\\' -> text.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        text.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        text.append(c);
                    }
                }
            }
        }
        return text.append('"').toString();
    }

    private static String quoted(String value) {
        return value.contains(",") || value.contains("\"") ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }

    private static String mib(long bytes) {
        return bytes == Footprint.NONE ? "n/a" : String.format(Locale.ROOT, "%.1f", bytes / MIB);
    }

    private static String whole(long value) {
        return value == Footprint.NONE ? "n/a" : Long.toString(value);
    }

    private static String fixed(double value, int decimals) {
        return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    private static String abbreviate(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "…";
    }
}
