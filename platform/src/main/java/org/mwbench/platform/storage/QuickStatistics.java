package org.mwbench.platform.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * CLIF's quick statistics, per blade and action type, computed exactly from the collected
 * {@code action} files (not from the live summaries): calls, errors, mean, median, min,
 * max, standard deviation, p99 and throughput as calls / (last end - first start).
 * Warm-up calls are left out of every figure and only counted; open-model calls also give
 * their late starts and their p99 from the intended start.
 */
public final class QuickStatistics {
    private QuickStatistics() {
    }

    /**
     * One row of the table; durations in ns, throughput in calls per second.
     *
     * @param firstStartNanos      the first measured call's start, in ns since the run's origin
     * @param warmupCalls          warm-up calls, left out of every other figure
     * @param lateStarts           calls that started more than 1 ms after their intended start
     * @param p99FromIntendedNanos p99 of latency from the intended start; 0 in a closed model
     * @param firstActivityNanos   the first call's start, warm-up included, in ns since the run's origin
     * @param lastActivityNanos    the last call's end, warm-up included, in ns since the run's origin
     * @param status               whether the type was measured in full, cut short by a stop, or not at all
     *                             ({@link Coverage}): a row that is not {@code MEASURED} must not be read as complete
     */
    public record Row(String blade, String type, long calls, long errors, double meanNanos, long medianNanos,
                      long minNanos, long maxNanos, double stdDevNanos, long p99Nanos, double throughput,
                      long firstStartNanos, long warmupCalls, long lateStarts, long p99FromIntendedNanos,
                      long firstActivityNanos, long lastActivityNanos, Coverage.Status status)
            implements java.io.Serializable {

        public Row withStatus(Coverage.Status newStatus) {
            return new Row(blade, type, calls, errors, meanNanos, medianNanos, minNanos, maxNanos, stdDevNanos, p99Nanos,
                    throughput, firstStartNanos, warmupCalls, lateStarts, p99FromIntendedNanos, firstActivityNanos, lastActivityNanos, newStatus);
        }

        /** A type the blade planned and never measured: no figure at all, rather than zeros. */
        static Row notMeasured(String blade, String type) {
            return new Row(blade, type, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, Coverage.Status.NOT_MEASURED);
        }

        public boolean measured() {
            return status == Coverage.Status.MEASURED;
        }
    }

    public static List<Row> of(Path runFolder, List<String> bladeIds) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String blade : bladeIds) {
            Path action = runFolder.resolve(blade).resolve("action");
            Path histograms = runFolder.resolve(blade).resolve("histogram");
            List<Row> fromEvents = Files.exists(action) ? ofBlade(blade, action) : List.of();
            // A blade that kept histograms only has no rows: its log has the same figures.
            rows.addAll(Coverage.of(runFolder.resolve(blade), blade, fromEvents.isEmpty() && Files.exists(histograms)
                    ? HistogramLogStatistics.ofBlade(blade, histograms) : fromEvents));
        }
        return rows;
    }

    private static List<Row> ofBlade(String blade, Path action) throws IOException {
        Map<String, Accumulator> byType = new LinkedHashMap<>();
        ActionFileReader.forEach(action, row -> {
            Accumulator accumulator = byType.computeIfAbsent(row.type(), type -> new Accumulator());
            accumulator.firstActivity = Math.min(accumulator.firstActivity, row.dateNanos());
            accumulator.lastActivity = Math.max(accumulator.lastActivity, row.dateNanos() + row.durationNanos());
            if (row.warmup()) {
                accumulator.warmupCalls++;
            } else {
                accumulator.add(row.dateNanos(), row.success(), row.durationNanos(), row.scheduleDelayNanos());
            }
        });
        List<Row> rows = new ArrayList<>();
        byType.forEach((type, acc) -> rows.add(acc.row(blade, type)));
        return rows;
    }

    /** Welford's running mean and variance: one pass, no catastrophic cancellation. */
    private static final class Accumulator {
        final Histogram histogram = new Histogram(3);
        final Histogram fromIntended = new Histogram(3);
        long warmupCalls;
        long lateStarts;
        long calls;
        long errors;
        long successes;
        double mean;
        double m2;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        long firstStart = Long.MAX_VALUE;
        long lastEnd = Long.MIN_VALUE;
        long firstActivity = Long.MAX_VALUE;
        long lastActivity = Long.MIN_VALUE;

        void add(long date, boolean success, long duration, long scheduleDelay) {
            calls++;
            firstStart = Math.min(firstStart, date);
            lastEnd = Math.max(lastEnd, date + duration);
            if (scheduleDelay > org.mwbench.platform.blade.IntervalSummary.LATE_START_NANOS) {
                lateStarts++;
            }
            if (!success) {
                errors++;
                return;
            }
            if (scheduleDelay != org.mwbench.platform.event.ActionRecorder.UNSCHEDULED) {
                fromIntended.recordValue(Math.max(0, duration + scheduleDelay));
            }
            successes++;
            double delta = duration - mean;
            mean += delta / successes;
            m2 += delta * (duration - mean);
            min = Math.min(min, duration);
            max = Math.max(max, duration);
            histogram.recordValue(Math.max(0, duration));
        }

        Row row(String blade, String type) {
            double span = (lastEnd - firstStart) / 1e9;
            boolean none = successes == 0;
            return new Row(blade, type, calls, errors, none ? 0 : mean,
                    none ? 0 : histogram.getValueAtPercentile(50), none ? 0 : min, none ? 0 : max,
                    successes > 1 ? Math.sqrt(m2 / (successes - 1)) : 0,
                    none ? 0 : histogram.getValueAtPercentile(99), span > 0 ? calls / span : 0,
                    calls == 0 ? 0 : firstStart, warmupCalls, lateStarts,
                    fromIntended.getTotalCount() == 0 ? 0 : fromIntended.getValueAtPercentile(99),
                    firstActivity, lastActivity, Coverage.Status.MEASURED);
        }
    }
}
