package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row of an injector blade's {@code plateaus} file, written by the PlateauRunner: one
 * steady plateau of a closed population of {@code clients} users running one behavior (one
 * middleware), measured over [{@code startNanos}, {@code endNanos}] (ns since the run's
 * origin, the time base of every blade's {@code gauges}). {@code settled} is false when the
 * throughput's confidence interval never reached its target width before the maximum time:
 * such a plateau is marked, never averaged as if it were steady. {@code widened} is true when it
 * settled only at a wider width the plan accepts once the time ran out ({@code settled} is then
 * true too); {@code widthPct} is the target half-width in % of the throughput (NaN in files written
 * before mwbench recorded it, which knew no widening). Throughput is the window's
 * calls/s with its 95% interval, Student's t over {@code intervals} batch means; latencies are of the
 * successful calls; {@code injectorCpuPct} is the injector JVM's CPU in percent of its
 * {@code injectorCores}. {@code server} is the id of the server blade called, empty if unknown.
 */
public record PlateauRow(String behavior, String type, int clients, int active, String server, long startNanos,
                         long endNanos, int intervals, boolean settled, boolean widened, double widthPct, long calls, long errors, double throughput,
                         double ciLow, double ciHigh, double meanNanos, double p99Nanos, double injectorCpuPct,
                         double injectorCores, Map<String, Long> errorsByKind) {
    public static final String FILE = "plateaus";
    public static final String HEADER = "#behavior,type,clients,active,server,start_ns,end_ns,intervals,settled,width_pct,"
            + "calls,errors,throughput,ci_low,ci_high,mean_ns,p99_ns,injector_cpu_pct,injector_cores,errors_by_kind";
    /** The header before the target width was recorded: read still, so that older run folders still report. */
    static final String HEADER_WITHOUT_WIDTH = "#behavior,type,clients,active,server,start_ns,end_ns,intervals,settled,"
            + "calls,errors,throughput,ci_low,ci_high,mean_ns,p99_ns,injector_cpu_pct,injector_cores,errors_by_kind";

    public static List<PlateauRow> read(Path file) throws IOException {
        if (HEADER_WITHOUT_WIDTH.equals(CsvFile.header(file))) {
            return CsvFile.read(file, HEADER_WITHOUT_WIDTH, f -> row(f, f.get(8), Double.NaN, 9));
        }
        return CsvFile.read(file, HEADER, f -> row(f, f.get(8), Double.parseDouble(f.get(9)), 10));
    }

    /** A row whose fields from {@code calls} on start at {@code from}. */
    private static PlateauRow row(List<String> f, String verdict, double widthPct, int from) {
        return new PlateauRow(f.get(0), f.get(1), Integer.parseInt(f.get(2)), Integer.parseInt(f.get(3)), f.get(4),
                Long.parseLong(f.get(5)), Long.parseLong(f.get(6)), Integer.parseInt(f.get(7)),
                !verdict(verdict).equals("false"), verdict.equals("widened"), widthPct,
                Long.parseLong(f.get(from)), Long.parseLong(f.get(from + 1)), Double.parseDouble(f.get(from + 2)),
                Double.parseDouble(f.get(from + 3)), Double.parseDouble(f.get(from + 4)), Double.parseDouble(f.get(from + 5)),
                Double.parseDouble(f.get(from + 6)), Double.parseDouble(f.get(from + 7)), Double.parseDouble(f.get(from + 8)),
                errorsByKind(f.get(from + 9)));
    }

    /** The half-width of the throughput's interval in percent of the throughput; NaN without an interval. */
    public double ciHalfWidthPct() {
        return (ciHigh - ciLow) / 2 / throughput * 100;
    }

    /** true (the target width), widened (a wider one the plan accepts) or false. */
    private static String verdict(String value) {
        return switch (value) {
            case "true", "widened", "false" -> value;
            default -> throw new IllegalArgumentException("settled must be true, widened or false, not '" + value + "'");
        };
    }

    /**
     * {@code kind=count;kind=count}: split on {@code ;}, then on the LAST {@code =}, since a
     * kind may hold one ("TRANSIENT minor=1330446337").
     */
    static Map<String, Long> errorsByKind(String text) {
        Map<String, Long> kinds = new LinkedHashMap<>();
        if (text.isBlank()) {
            return kinds;
        }
        for (String entry : text.split(";")) {
            if (entry.isBlank()) {
                continue;
            }
            int equals = entry.lastIndexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("errors_by_kind entry '" + entry + "' is not kind=count");
            }
            String count = entry.substring(equals + 1).trim();
            try {
                kinds.merge(entry.substring(0, equals).trim(), Long.parseLong(count), Long::sum);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("errors_by_kind entry '" + entry + "': '" + count + "' is not a count");
            }
        }
        return Collections.unmodifiableMap(kinds);
    }
}
