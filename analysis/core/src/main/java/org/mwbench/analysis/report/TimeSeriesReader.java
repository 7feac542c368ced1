package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.SummaryRow;

/**
 * One run's action types over time, per injector blade, from the blade's live intervals:
 * each measured interval is a point at its end. Warm-up intervals become shaded ranges
 * rather than points, so warm-up shows without weighing on the curves.
 *
 * <p>An interval the type was measured in for part of its length only (the first and the last
 * of a loop's middleware, one shared with its warm-up) would draw a dip in throughput that never
 * happened: its calls over the whole interval's length. Those intervals are left out of the
 * throughput line, unless the type has no more than {@value #FEW} intervals, whose points are
 * all shown; the mean latency keeps every interval, since a part of an interval averages right.
 */
final class TimeSeriesReader {
    /** A type measured in this many intervals or fewer keeps all its points. */
    static final int FEW = 3;

    private TimeSeriesReader() {
    }

    static List<TimeSeries> of(StoredRun run) throws IOException {
        List<TimeSeries> series = new ArrayList<>();
        for (StoredBlade blade : run.injectors()) {
            Map<String, TreeMap<Long, SummaryRow>> byType = new LinkedHashMap<>(); // interval end ns -> row
            Map<String, List<double[]>> warmups = new LinkedHashMap<>();
            Map<String, java.util.Set<Long>> warmupEnds = new LinkedHashMap<>();
            for (SummaryRow row : blade.summaryRows()) {
                if (row.calls() == 0 || row.lengthNanos() <= 0) {
                    continue;
                }
                TreeMap<Long, SummaryRow> points = byType.computeIfAbsent(row.type(), t -> new TreeMap<>());
                if (row.warmup()) {
                    warmups.computeIfAbsent(row.type(), t -> new ArrayList<>())
                            .add(new double[] {row.startNanos() / 1e9, row.endNanos() / 1e9});
                    warmupEnds.computeIfAbsent(row.type(), t -> new java.util.HashSet<>()).add(row.endNanos());
                } else {
                    points.put(row.endNanos(), row);
                }
            }
            byType.forEach((type, points) -> {
                int n = points.size();
                double[] seconds = new double[n];
                double[] throughput = new double[n];
                double[] mean = new double[n];
                double[] p99 = new double[n];
                int i = 0;
                java.util.Set<Long> sharedWithWarmup = warmupEnds.getOrDefault(type, java.util.Set.of());
                for (SummaryRow row : points.values()) {
                    seconds[i] = row.endNanos() / 1e9;
                    boolean partial = i == 0 || i == n - 1 || sharedWithWarmup.contains(row.endNanos());
                    throughput[i] = partial && n > FEW ? Double.NaN : row.calls() / (row.lengthNanos() / 1e9);
                    mean[i] = row.calls() > row.errors() ? row.meanNanos() : Double.NaN; // failures only: no mean
                    p99[i] = row.p99Nanos();
                    i++;
                }
                series.add(new TimeSeries(blade.id(), type, seconds, throughput, mean, p99,
                        WarmupRanges.merge(warmups.getOrDefault(type, List.of()))));
            });
        }
        return series;
    }
}
