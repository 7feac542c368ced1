package org.mwbench.injectors.scenario;

import java.io.IOException;
import java.io.Writer;
import java.util.Map;
import java.util.stream.Collectors;
import org.mwbench.platform.event.CsvText;

/**
 * The {@code plateaus} file of a {@link PlateauRunner}: one row per plateau and action type,
 * written when the plateau ends, so that a run cut short keeps the plateaus it finished.
 */
final class PlateauFile implements AutoCloseable {
    static final String NAME = "plateaus";
    static final String HEADER = "#behavior,type,clients,active,server,start_ns,end_ns,intervals,settled,calls,errors,"
            + "throughput,ci_low,ci_high,mean_ns,p99_ns,injector_cpu_pct,injector_cores,errors_by_kind";

    /**
     * One plateau of one action type.
     *
     * @param clients    the population asked for
     * @param active     the users that ended a call within the window
     * @param server     the server blade the behavior calls, or empty
     * @param startNanos the window's start, in ns since the run's origin
     * @param settled    whether the throughput's confidence interval reached the set width
     * @param throughput successful calls per second, the mean of the window's intervals
     * @param halfWidth  half the 95% confidence interval of the throughput
     * @param cpuPercent the injector JVM's CPU over the window, in percent of its cores
     */
    record Row(String behavior, String type, int clients, int active, String server, long startNanos, long endNanos,
               int intervals, boolean settled, long calls, long errors, double throughput, double halfWidth,
               double meanNanos, long p99Nanos, double cpuPercent, int cores, Map<String, Long> failures) {
    }

    private final Writer out;

    PlateauFile(Writer out) throws IOException {
        this.out = out;
        out.write(HEADER + "\n");
        out.flush();
    }

    synchronized void write(Row row) throws IOException {
        String failures = row.failures().entrySet().stream()
                .map(entry -> entry.getKey().replace(';', ',').replace('\n', ' ') + "=" + entry.getValue())
                .collect(Collectors.joining(";"));
        out.write(String.join(",", CsvText.field(row.behavior()), CsvText.field(row.type()),
                Integer.toString(row.clients()), Integer.toString(row.active()), CsvText.field(row.server()),
                Long.toString(row.startNanos()), Long.toString(row.endNanos()), Integer.toString(row.intervals()),
                Boolean.toString(row.settled()), Long.toString(row.calls()), Long.toString(row.errors()),
                decimal(row.throughput()), decimal(Math.max(0, row.throughput() - row.halfWidth())),
                decimal(row.throughput() + row.halfWidth()), decimal(row.meanNanos()), Long.toString(row.p99Nanos()),
                decimal(row.cpuPercent()), Integer.toString(row.cores()), CsvText.field(failures)) + "\n");
        out.flush();
    }

    private static String decimal(double value) {
        return Double.isFinite(value) ? String.format(java.util.Locale.ROOT, "%.1f", value) : "";
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }
}
