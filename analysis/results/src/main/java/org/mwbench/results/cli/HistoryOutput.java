package org.mwbench.results.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.mwbench.results.query.HistoryPoint;
import org.mwbench.results.query.Metric;

/** A history as a table (durations in µs), as CSV (full precision, the unit in each column's name) or as JSON. */
final class HistoryOutput {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private HistoryOutput() {
    }

    static void print(List<HistoryPoint> points, Metric metric, String format, PrintWriter out) throws IOException {
        switch (format) {
            case "table" -> table(points, metric, out);
            case "csv" -> csv(points, metric, out);
            case "json" -> out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(java.util.Map.of("metric", metric.label(), "unit", metric.unit(), "points", points)));
            default -> throw new IllegalArgumentException("--format is table, csv or json, not " + format);
        }
        out.flush();
    }

    private static void table(List<HistoryPoint> points, Metric metric, PrintWriter out) {
        boolean durations = metric != Metric.THROUGHPUT;
        String unit = durations ? "us" : "calls/s";
        out.printf("%-19s  %-36s  %-28s  %-10s  %8s  %12s  %25s  %s%n", "started (UTC)", "run", "case", "testbed",
                "calls", metric.label() + " " + unit, "95% interval", "notes");
        for (HistoryPoint p : points) {
            double scale = durations ? 1e-3 : 1;
            out.printf(Locale.ROOT, "%-19s  %-36s  %-28s  %-10s  %8d  %12.2f  %25s  %s%n",
                    p.startedAt() == null ? "?" : WHEN.format(Instant.ofEpochMilli(p.startedAt())), p.folderName(),
                    p.middleware() + " " + p.operation() + " x" + p.clients(), p.testbedId().substring(0, 10), p.calls(),
                    p.value() * scale, String.format(Locale.ROOT, "[%.2f, %.2f]", p.low() * scale, p.high() * scale),
                    (p.cutShort() ? "cut short " : "") + (p.series() > 1 ? p.series() + " series" : ""));
        }
        out.println(points.size() + " point(s); testbeds by key prefix (mwbench history --format json names them)");
    }

    private static void csv(List<HistoryPoint> points, Metric metric, PrintWriter out) {
        String unit = metric == Metric.THROUGHPUT ? "per_s" : "ns";
        out.println("started_at_ms,run_id,folder,plan,version,cut_short,testbed_id,middleware,client_library,operation,"
                + "payload_size,clients,series,calls,errors," + metric.label() + "_" + unit + ",low_" + unit + ",high_" + unit);
        for (HistoryPoint p : points) {
            out.println(String.join(",", String.valueOf(p.startedAt()), p.runId(), quote(p.folderName()),
                    quote(p.planName()), quote(p.mwbenchVersion()), Boolean.toString(p.cutShort()), p.testbedId(),
                    quote(p.middleware()), quote(p.clientLibrary()), quote(p.operation()),
                    payload(p.payloadSize()), Integer.toString(p.clients()), Integer.toString(p.series()),
                    Long.toString(p.calls()), Long.toString(p.errors()), Double.toString(p.value()),
                    Double.toString(p.low()), Double.toString(p.high())));
        }
    }

    /**
     * The payload size, or an empty field for an operation that carries none (a ping): the database
     * keeps -1 there, which a spreadsheet would read as a size like any other.
     */
    static String payload(int size) {
        return size < 0 ? "" : Integer.toString(size);
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
    static String quote(String text) {
        if (text == null) {
            return "";
        }
        return text.matches("(?s).*[\",\r\n].*") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
