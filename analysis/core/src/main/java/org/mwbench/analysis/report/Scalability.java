package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.SummaryRow;

/**
 * Böszörményi et al. 1999's throughput against concurrent clients, from the live intervals ({@code summary})
 * and the scenario runners' {@code population} gauge. The blades' intervals whose ends lie
 * within half a second of each other are taken as one interval of the run (several agents'
 * blades tick at slightly different moments); its clients are the populations of every
 * blade summed, its throughput per action type the blades' calls per second summed. A bucket counts only when the
 * population and the set of active action types are those of the bucket before: the
 * intervals in which a plateau starts or a middleware hands over to the next are mixed.
 */
final class Scalability {
    private Scalability() {
    }

    /**
     * Per action type and client count, in order of first appearance then clients; empty without
     * population gauges or with a single population over the whole run.
     */
    static List<ScalabilityPoint> of(List<StoredRun> series) throws IOException {
        Map<String, Map<Long, double[]>> sums = new java.util.LinkedHashMap<>(); // type -> clients -> {calls/s, latency sum, calls, n}
        for (StoredRun run : series) {
            Map<String, TreeMap<Long, Double>> populations = new java.util.LinkedHashMap<>();
            List<SummaryRow> rows = new ArrayList<>();
            for (StoredBlade blade : run.injectors()) {
                TreeMap<Long, Double> population = RunAnalysis.populationSteps(blade.gaugeRows());
                if (!population.isEmpty()) {
                    populations.put(blade.id(), population);
                    rows.addAll(RunAnalysis.measured(blade.summaryRows()));
                }
            }
            List<Bucket> buckets = new ArrayList<>();
            for (List<SummaryRow> cluster : IntervalClusters.of(rows)) {
                Bucket bucket = new Bucket(IntervalClusters.end(cluster));
                cluster.forEach(bucket::add);
                buckets.add(bucket);
            }
            for (Bucket bucket : buckets) {
                populations.forEach((blade, steps) -> {
                    Double users = valueAt(steps, bucket.lastEnd);
                    bucket.population.put(blade, users == null ? 0 : users);
                });
            }
            Bucket previous = null;
            for (Bucket bucket : buckets) {
                long clients = Math.round(bucket.population.values().stream().mapToDouble(Double::doubleValue).sum());
                if (previous != null && previous.clients() == clients && previous.perType.keySet().equals(bucket.perType.keySet())) {
                    bucket.perType.forEach((type, figures) -> {
                        double[] sum = sums.computeIfAbsent(type, t -> new TreeMap<>()).computeIfAbsent(clients, c -> new double[4]);
                        sum[0] += figures[0];
                        sum[1] += figures[1];
                        sum[2] += figures[2];
                        sum[3]++;
                    });
                }
                previous = bucket;
            }
        }
        if (sums.values().stream().flatMap(byClients -> byClients.keySet().stream()).distinct().count() < 2) {
            // One population throughout (a quickstart's threads, a loop's one client): no curve to draw.
            return List.of();
        }
        List<ScalabilityPoint> points = new ArrayList<>();
        sums.forEach((type, byClients) -> byClients.forEach((clients, sum) -> points.add(
                new ScalabilityPoint(type, clients, sum[0] / sum[3], sum[2] > 0 ? sum[1] / sum[2] : Double.NaN, (int) sum[3]))));
        return points;
    }

    /** The gauge's last reading at or before the time, allowing half a second for the sampling's lag. */
    private static Double valueAt(TreeMap<Long, Double> steps, long nanos) {
        Map.Entry<Long, Double> entry = steps.floorEntry(nanos + 500_000_000L);
        return entry == null ? null : entry.getValue();
    }

    /** One interval of the run: each blade's population, and per action type {calls/s, latency sum, calls}. */
    private static final class Bucket {
        final Map<String, Double> population = new TreeMap<>();
        final Map<String, double[]> perType = new TreeMap<>();
        final long lastEnd;

        Bucket(long lastEnd) {
            this.lastEnd = lastEnd;
        }

        void add(SummaryRow row) {
            double[] figures = perType.computeIfAbsent(row.type(), t -> new double[3]);
            figures[0] += row.calls() / (row.lengthNanos() / 1e9);
            long successes = row.calls() - row.errors();
            figures[1] += (double) row.meanNanos() * successes;
            figures[2] += successes;
        }

        long clients() {
            return Math.round(population.values().stream().mapToDouble(Double::doubleValue).sum());
        }
    }
}
