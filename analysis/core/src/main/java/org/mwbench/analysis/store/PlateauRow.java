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
 * such a plateau is marked, never averaged as if it were steady. Throughput is the window's
 * calls/s with its 95% interval, Student's t over {@code intervals} batch means; latencies are of the
 * successful calls; {@code injectorCpuPct} is the injector JVM's CPU in percent of its
 * {@code injectorCores}. {@code server} is the id of the server blade called, empty if unknown.
 */
public record PlateauRow(String behavior, String type, int clients, int active, String server, long startNanos,
                         long endNanos, int intervals, boolean settled, long calls, long errors, double throughput,
                         double ciLow, double ciHigh, double meanNanos, double p99Nanos, double injectorCpuPct,
                         double injectorCores, Map<String, Long> errorsByKind) {
    public static final String FILE = "plateaus";
    public static final String HEADER = "#behavior,type,clients,active,server,start_ns,end_ns,intervals,settled,calls,"
            + "errors,throughput,ci_low,ci_high,mean_ns,p99_ns,injector_cpu_pct,injector_cores,errors_by_kind";

    public static List<PlateauRow> read(Path file) throws IOException {
        return CsvFile.read(file, HEADER, f -> new PlateauRow(f.get(0), f.get(1), Integer.parseInt(f.get(2)),
                Integer.parseInt(f.get(3)), f.get(4), Long.parseLong(f.get(5)), Long.parseLong(f.get(6)),
                Integer.parseInt(f.get(7)), bool("settled", f.get(8)), Long.parseLong(f.get(9)), Long.parseLong(f.get(10)),
                Double.parseDouble(f.get(11)), Double.parseDouble(f.get(12)), Double.parseDouble(f.get(13)),
                Double.parseDouble(f.get(14)), Double.parseDouble(f.get(15)), Double.parseDouble(f.get(16)),
                Double.parseDouble(f.get(17)), errorsByKind(f.get(18))));
    }

    /** The half-width of the throughput's interval in percent of the throughput; NaN without an interval. */
    public double ciHalfWidthPct() {
        return (ciHigh - ciLow) / 2 / throughput * 100;
    }

    private static boolean bool(String column, String value) {
        return switch (value) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(column + " must be true or false, not '" + value + "'");
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
