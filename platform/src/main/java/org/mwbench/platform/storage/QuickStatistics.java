package org.mwbench.platform.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.event.CallAccumulator;

/**
 * CLIF's quick statistics, per blade and action type, computed from the collected files
 * (not from the live summaries): calls, errors, mean, median, min, max, standard deviation,
 * p99 and throughput as calls / (last end - first start). Every figure is
 * {@link CallAccumulator}'s, fed from the blade's {@code action} file (every call: exact)
 * or, for a blade that kept histograms only, from its histogram log (to 3 significant
 * digits): the same figures and definitions as the reports'. Warm-up calls are left out of
 * every figure and only counted; open-model calls also give their late starts and their
 * p99 from the intended start ({@link org.mwbench.platform.event.OpenModel}).
 */
public final class QuickStatistics {
    private QuickStatistics() {
    }

    /**
     * One row of the table; durations in ns, throughput in calls per second; 0 where there
     * is nothing to compute a figure from.
     *
     * @param stdDevNanos          the population standard deviation ({@link CallAccumulator#standardDeviation})
     * @param firstStartNanos      the first measured call's start, in ns since the run's origin
     * @param warmupCalls          warm-up calls, left out of every other figure
     * @param lateStarts           calls whose iteration started more than
     *                             {@link org.mwbench.platform.event.OpenModel#LATE_START_NANOS} late
     * @param p99FromIntendedNanos p99 of latency from the intended start; 0 in a closed model
     * @param firstActivityNanos   the first call's start, warm-up included, in ns since the run's origin
     * @param lastActivityNanos    the last call's end, warm-up included, in ns since the run's origin
     * @param status               whether the type was measured in full, cut short by a stop, or not at all
     *                             ({@link Coverage}): a row that is not {@code MEASURED} must not be read as complete
     * @param source               every call stored (exact), or histograms only (3 significant digits)
     */
    public record Row(String blade, String type, long calls, long errors, double meanNanos, long medianNanos,
                      long minNanos, long maxNanos, double stdDevNanos, long p99Nanos, double throughput,
                      long firstStartNanos, long warmupCalls, long lateStarts, long p99FromIntendedNanos,
                      long firstActivityNanos, long lastActivityNanos, Coverage.Status status,
                      CallAccumulator.Source source)
            implements java.io.Serializable {

        public Row withStatus(Coverage.Status newStatus) {
            return new Row(blade, type, calls, errors, meanNanos, medianNanos, minNanos, maxNanos, stdDevNanos, p99Nanos,
                    throughput, firstStartNanos, warmupCalls, lateStarts, p99FromIntendedNanos, firstActivityNanos,
                    lastActivityNanos, newStatus, source);
        }

        /** A type the blade planned and never measured: no figure at all, rather than zeros. */
        static Row notMeasured(String blade, String type) {
            return new Row(blade, type, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, Coverage.Status.NOT_MEASURED,
                    CallAccumulator.Source.EVERY_CALL);
        }

        /** The row of one accumulated action type. */
        public static Row of(String blade, String type, CallAccumulator calls) {
            return new Row(blade, type, calls.calls(), calls.errors(), orZero(calls.mean()),
                    (long) orZero(calls.percentile(50)), (long) orZero(calls.min()), (long) orZero(calls.max()),
                    orZero(calls.standardDeviation()), (long) orZero(calls.percentile(99)), orZero(calls.throughput()),
                    Math.max(0, calls.firstStart()), calls.warmupCalls(), calls.lateStarts(),
                    (long) orZero(calls.percentileFromIntendedStart(99)), calls.firstActivity(), calls.lastActivity(),
                    Coverage.Status.MEASURED, calls.source());
        }

        private static double orZero(double figure) {
            return Double.isNaN(figure) ? 0 : figure;
        }

        public boolean measured() {
            return status == Coverage.Status.MEASURED;
        }
    }

    public static List<Row> of(Path runFolder, List<String> bladeIds) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String blade : bladeIds) {
            List<Row> measured = new ArrayList<>();
            accumulators(runFolder, blade).forEach((type, calls) -> measured.add(Row.of(blade, type, calls)));
            rows.addAll(Coverage.of(runFolder.resolve(blade), blade, measured));
        }
        return rows;
    }

    /** A blade's calls by action type, in the order the types first appear: every figure of the table, and more. */
    public static Map<String, CallAccumulator> accumulators(Path runFolder, String blade) throws IOException {
        Path action = runFolder.resolve(blade).resolve("action");
        Path histograms = runFolder.resolve(blade).resolve("histogram");
        Map<String, CallAccumulator> byType = new LinkedHashMap<>();
        if (Files.exists(action)) {
            ActionFileReader.forEach(action, row -> row.addTo(byType.computeIfAbsent(row.type(), type -> new CallAccumulator())));
        }
        // A blade that kept histograms only has no rows: its log has the same figures.
        if (byType.isEmpty() && Files.exists(histograms)) {
            HistogramLogFile.forEach(histograms, (type, kind, histogram) ->
                    byType.computeIfAbsent(type, unused -> new CallAccumulator()).addHistogram(kind, histogram));
        }
        return byType;
    }
}
