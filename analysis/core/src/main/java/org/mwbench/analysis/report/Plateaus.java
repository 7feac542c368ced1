package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.store.GaugeRow;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;

/**
 * Böszörményi et al. 1999's scalability from the plateau runners' {@code plateaus} files: every plateau of
 * every injector blade and series, with the server's CPU over the same window and the side
 * that saturated. Nothing is guessed from live intervals: each plateau was measured as one
 * steady state by the injector itself.
 */
final class Plateaus {
    private Plateaus() {
    }

    /** Every plateau of the series, in series, blade and file order; empty when no blade wrote a plateaus file. */
    static List<PlateauPoint> of(List<StoredRun> series) throws IOException {
        List<PlateauPoint> points = new ArrayList<>();
        for (StoredRun run : series) {
            CoreSharing sharing = null;
            Map<String, List<GaugeRow>> serverGauges = new HashMap<>();
            for (StoredBlade injector : run.injectors()) {
                for (PlateauRow row : injector.plateauRows()) {
                    if (sharing == null) {
                        sharing = CoreSharing.of(run);
                    }
                    StoredBlade server = serverOf(run, row);
                    double serverCpu = Double.NaN;
                    double serverCores = Double.NaN;
                    String shared = null;
                    if (server != null) {
                        List<GaugeRow> gauges = serverGauges.get(server.id());
                        if (gauges == null) {
                            gauges = server.gaugeRows();
                            serverGauges.put(server.id(), gauges);
                        }
                        serverCpu = meanCpu(gauges, row.startNanos(), row.endNanos());
                        serverCores = sharing.coresOf(server.id());
                        shared = sharing.reason(server.id(), injector.id());
                    }
                    points.add(new PlateauPoint(run.name(), injector.id(), row, server == null ? null : server.id(),
                            serverCpu, serverCores, shared, Saturation.of(serverCpu, serverCores, row.injectorCpuPct(),
                                    row.injectorCores(), shared != null)));
                }
            }
        }
        return points;
    }

    /** The row's server blade; without one named, the only server blade whose protocol is the behavior's middleware. */
    private static StoredBlade serverOf(StoredRun run, PlateauRow row) {
        if (!row.server().isBlank()) {
            return run.blades().stream().filter(blade -> blade.id().equals(row.server().trim())).findFirst().orElse(null);
        }
        String middleware = new ActionTypeName(row.type()).middleware();
        List<StoredBlade> candidates = run.blades().stream().filter(StoredBlade::server)
                .filter(blade -> row.behavior().equals(blade.protocol()) || middleware.equals(blade.protocol())).toList();
        return candidates.size() == 1 ? candidates.get(0) : null;
    }

    /** The mean of the {@code cpu_pct} readings dated within [start, end]; NaN when none is. */
    static double meanCpu(List<GaugeRow> gauges, long startNanos, long endNanos) {
        double sum = 0;
        int n = 0;
        for (GaugeRow gauge : gauges) {
            if (GaugeRow.CPU.equals(gauge.name()) && gauge.dateNanos() >= startNanos && gauge.dateNanos() <= endNanos) {
                sum += gauge.value();
                n++;
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }
}
