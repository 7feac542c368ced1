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
    static final String HEADER = "#behavior,type,clients,active,server,start_ns,end_ns,intervals,settled,width_pct,calls,errors,"
            + "throughput,ci_low,ci_high,mean_ns,p99_ns,injector_cpu_pct,injector_cores,errors_by_kind";

    /** Whether a plateau's throughput became steady, and at which width. */
    enum Verdict {
        /** Its interval reached the target width. */
        SETTLED("true"),
        /** Its time ran out with the interval wider than the target, but within the widest the plan accepts. */
        WIDENED("widened"),
        /** Its interval reached neither, or still rested on correlated batches. */
        NOT_SETTLED("false");

        private final String word;

        Verdict(String word) {
            this.word = word;
        }

        /**
         * The verdict on a window of {@code windowNanos}: at the target once the window is
         * {@code minNanos} long, at {@code widest} only once it has spent the budget, since until
         * then the runner is still trying for the target.
         *
         * @param width  the target half-width, a fraction of the mean
         * @param widest the widest half-width accepted once the budget is spent, at least {@code width}
         */
        static Verdict of(BatchMeans.Estimate estimate, long windowNanos, long minNanos, long budgetNanos, double width,
                          double widest) {
            if (windowNanos < minNanos) {
                return NOT_SETTLED;
            }
            if (estimate.within(width)) {
                return SETTLED;
            }
            return windowNanos >= budgetNanos && estimate.within(widest) ? WIDENED : NOT_SETTLED;
        }
    }

    /**
     * One plateau of one action type.
     *
     * @param clients    the population asked for
     * @param active     the users that ended a call within the window
     * @param server     the server blade the behavior calls, or empty
     * @param startNanos the window's start, in ns since the run's origin
     * @param verdict    whether the throughput's confidence interval reached the target width, a widened one, or neither
     * @param widthPct   the target width, in percent of the throughput (the half-width of its 95% interval)
     * @param throughput successful calls per second, the mean of the window's intervals
     * @param halfWidth  half the 95% confidence interval of the throughput
     * @param cpuPercent the injector JVM's CPU over the window, in percent of its cores
     */
    record Row(String behavior, String type, int clients, int active, String server, long startNanos, long endNanos,
               int intervals, Verdict verdict, double widthPct, long calls, long errors, double throughput, double halfWidth,
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
                row.verdict().word, percent(row.widthPct()), Long.toString(row.calls()), Long.toString(row.errors()),
                decimal(row.throughput()), decimal(Math.max(0, row.throughput() - row.halfWidth())),
                decimal(row.throughput() + row.halfWidth()), decimal(row.meanNanos()), Long.toString(row.p99Nanos()),
                decimal(row.cpuPercent()), Integer.toString(row.cores()), CsvText.field(failures)) + "\n");
        out.flush();
    }

    /** A width in percent as plain as it was given: 5, 2.5, 0.0001 (the alarms print it too). */
    static String percent(double value) {
        return new java.math.BigDecimal(String.format(java.util.Locale.ROOT, "%.4g", value)).stripTrailingZeros().toPlainString();
    }

    private static String decimal(double value) {
        return Double.isFinite(value) ? String.format(java.util.Locale.ROOT, "%.1f", value) : "";
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }
}
