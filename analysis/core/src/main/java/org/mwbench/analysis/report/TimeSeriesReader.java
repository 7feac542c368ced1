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
 * One run's action types over time, from the live intervals of every injector blade,
 * grouped into the run's intervals ({@link IntervalClusters}) and summed over blades. Warm-up intervals become
 * shaded ranges rather than points, so warm-up shows without weighing on the curves.
 */
final class TimeSeriesReader {
    private TimeSeriesReader() {
    }

    static List<TimeSeries> of(StoredRun run) throws IOException {
        Map<String, TreeMap<Long, double[]>> byType = new LinkedHashMap<>(); // interval end ns -> {calls/s, latency sum, successes, p99 max}
        Map<String, List<double[]>> warmups = new LinkedHashMap<>();
        List<SummaryRow> measured = new ArrayList<>();
        for (StoredBlade blade : run.injectors()) {
            for (SummaryRow row : blade.summaryRows()) {
                if (row.calls() == 0 || row.lengthNanos() <= 0) {
                    continue;
                }
                byType.computeIfAbsent(row.type(), t -> new TreeMap<>());
                if (row.warmup()) {
                    warmups.computeIfAbsent(row.type(), t -> new ArrayList<>())
                            .add(new double[] {row.startNanos() / 1e9, row.endNanos() / 1e9});
                } else {
                    measured.add(row);
                }
            }
        }
        for (List<SummaryRow> cluster : IntervalClusters.of(measured)) {
            long end = IntervalClusters.end(cluster);
            for (SummaryRow row : cluster) {
                double[] point = byType.get(row.type()).computeIfAbsent(end, s -> new double[4]);
                long successes = row.calls() - row.errors();
                point[0] += row.calls() / (row.lengthNanos() / 1e9);
                point[1] += (double) row.meanNanos() * successes;
                point[2] += successes;
                point[3] = Math.max(point[3], row.p99Nanos());
            }
        }
        List<TimeSeries> series = new ArrayList<>();
        byType.forEach((type, points) -> {
            int n = points.size();
            double[] seconds = new double[n];
            double[] throughput = new double[n];
            double[] mean = new double[n];
            double[] p99 = new double[n];
            int i = 0;
            for (Map.Entry<Long, double[]> point : points.entrySet()) {
                seconds[i] = point.getKey() / 1e9;
                throughput[i] = point.getValue()[0];
                mean[i] = point.getValue()[2] > 0 ? point.getValue()[1] / point.getValue()[2] : Double.NaN;
                p99[i] = point.getValue()[3];
                i++;
            }
            series.add(new TimeSeries(type, seconds, throughput, mean, p99,
                    WarmupRanges.merge(warmups.getOrDefault(type, List.of()))));
        });
        return series;
    }
}
