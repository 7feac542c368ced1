package org.mwbench.analysis.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.stats.LatencyStatistics;

/**
 * A middleware's errors in a scalability run, counted as the quick statistics and the latency table
 * count them (every measured call of its injectors and action types), set against those within the
 * plateaus' windows. Calls that fail while users are added or settle, or in a plateau cut short, are in
 * no plateau row: without this count a run with 430 errors would show {@code errors 0} on every row.
 *
 * @param all every measured call's error of these injectors and action types
 * @param inPlateaus the errors the plateau rows count
 */
record PlateauErrors(long all, long inPlateaus) {

    /** The errors of one run's plateaus (of one middleware, say). */
    static PlateauErrors of(RunAnalysis analysis, List<PlateauPoint> points) {
        Map<String, Long> inPlateaus = new LinkedHashMap<>(); // injector + type -> errors in its plateaus
        for (PlateauPoint point : points) {
            inPlateaus.merge(point.injector() + "\n" + point.row().type(), point.row().errors(), Long::sum);
        }
        long all = 0;
        long within = 0;
        for (Map.Entry<String, Long> entry : inPlateaus.entrySet()) {
            String[] key = entry.getKey().split("\n", 2);
            // without calls stored (no action file nor histograms), the plateaus' own count is all there is
            long calls = analysis.byBladeAndType().stream()
                    .filter(row -> row.blade().equals(key[0]) && row.type().equals(key[1]))
                    .mapToLong(LatencyStatistics::errors).findFirst().orElse(entry.getValue());
            all += Math.max(calls, entry.getValue());
            within += entry.getValue();
        }
        return new PlateauErrors(all, within);
    }

    long outside() {
        return all - inPlateaus;
    }
}
