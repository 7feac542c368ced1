package org.mwbench.console;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.platform.blade.BladeAdapter;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.supervisor.ActiveRun;
import org.mwbench.platform.supervisor.CollectResult;
import org.mwbench.platform.supervisor.RunListener;
import org.mwbench.platform.supervisor.Snapshot;
import org.mwbench.platform.supervisor.StartResult;

/** Prints a run's progress: one line a second with each blade's calls/s, errors, mean and max. */
final class ProgressPrinter implements RunListener {
    /** The gauge scenario runners publish their number of running virtual users under. */
    static final String POPULATION = "population";

    private final PrintWriter out;

    ProgressPrinter(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void deployed(ActiveRun run) {
        out.printf("deployed %d blade(s) of %s on %s%n", run.plan().blades().size(), run.plan().name(), run.plan().agents());
        out.flush();
    }

    @Override
    public void started(StartResult start) {
        out.println("started; start skew " + StartSkew.describe(start));
        out.flush();
    }

    @Override
    public void progress(Snapshot snapshot) {
        Map<String, BladeTotals> blades = new LinkedHashMap<>();
        snapshot.states().keySet().forEach(id -> blades.put(id, new BladeTotals()));
        for (IntervalSummary summary : snapshot.summaries()) {
            blades.computeIfAbsent(summary.bladeId(), id -> new BladeTotals()).add(summary);
        }
        StringBuilder line = new StringBuilder(String.format("[%6.1fs]", snapshot.elapsedNanos() / 1e9));
        blades.forEach((id, totals) -> {
            BladeState state = snapshot.states().get(id);
            Long population = latestGauge(snapshot, id, POPULATION);
            Long cpu = latestGauge(snapshot, id, BladeAdapter.CPU_GAUGE);
            if (totals.calls == 0 && totals.errors == 0 && population == null) {
                // A server or a blade that has not called yet: its state and its JVM's CPU say enough.
                line.append(String.format(" | %s %s", id, state == null ? "?" : state.label()));
                if (cpu != null) {
                    line.append(", cpu ").append(cpu).append('%');
                }
                return;
            }
            line.append(String.format(" | %s %s%s: %.0f calls/s, %d err, mean %s, max %s", id,
                    state == null ? "?" : state.label(), totals.onlyWarmup() ? " (warm-up)" : "",
                    totals.callsPerSecond(), totals.errors, Units.nanos(totals.meanNanos()), Units.nanos(totals.maxNanos)));
            if (population != null) {
                line.append(", ").append(population).append(" users");
            }
            if (cpu != null) {
                line.append(", cpu ").append(cpu).append('%');
            }
            if (totals.lateStarts > 0 || totals.p99FromIntended > 0) {
                line.append(String.format(", %d late, p99 from intended %s", totals.lateStarts,
                        Units.nanos(totals.p99FromIntended)));
            }
        });
        snapshot.lostAgents().keySet().forEach(agent -> line.append(" | agent '").append(agent).append("' LOST"));
        out.println(line);
        out.flush();
    }

    private static Long latestGauge(Snapshot snapshot, String bladeId, String name) {
        Long value = null;
        for (GaugeReading reading : snapshot.gauges()) {
            if (reading.bladeId().equals(bladeId) && reading.name().equals(name)) {
                value = reading.value();
            }
        }
        return value;
    }

    @Override
    public void stopping(String why) {
        out.println("stopping: " + why);
        out.flush();
    }

    @Override
    public void collected(CollectResult result) {
        long bytes = result.bytesByBlade().values().stream().mapToLong(Long::longValue).sum();
        out.printf("collected %d blade(s), %d bytes%n", result.bytesByBlade().size(), bytes);
        out.flush();
    }

    /** One blade's figures over one tick, summed over its action types. */
    private static final class BladeTotals {
        long calls;
        long errors;
        double weightedMean;
        long maxNanos;
        long lateStarts;
        long p99FromIntended;
        int measured;
        int warmups;
        /** Calls per second, summed over action types: each type's calls over its own intervals' length. */
        private final Map<String, long[]> callsAndLengthByType = new LinkedHashMap<>();

        void add(IntervalSummary summary) {
            if (summary.warmup()) {
                warmups++;
            } else {
                measured++;
            }
            lateStarts += summary.lateStarts();
            p99FromIntended = Math.max(p99FromIntended, summary.p99FromIntendedNanos());
            calls += summary.calls();
            errors += summary.errors();
            weightedMean += summary.meanNanos() * (summary.calls() - summary.errors());
            maxNanos = Math.max(maxNanos, summary.maxNanos());
            long[] callsAndLength = callsAndLengthByType.computeIfAbsent(summary.actionType(), type -> new long[2]);
            callsAndLength[0] += summary.calls();
            callsAndLength[1] += summary.length();
        }

        double callsPerSecond() {
            double rate = 0;
            for (long[] callsAndLength : callsAndLengthByType.values()) {
                rate += callsAndLength[1] == 0 ? 0 : callsAndLength[0] * 1e9 / callsAndLength[1];
            }
            return rate;
        }

        boolean onlyWarmup() {
            return warmups > 0 && measured == 0;
        }

        double meanNanos() {
            long successes = calls - errors;
            return successes == 0 ? 0 : weightedMean / successes;
        }
    }
}
