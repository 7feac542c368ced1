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

/**
 * Prints a run's progress, one line a second, for a person: the blades that inject first,
 * each with what it measures now (the middleware and step of a loop) and its calls/s, errors,
 * mean and max; then the server blades summed up in one segment, unless one of them is not
 * serving; a probe blade shows its live figures (CLIF's probes). A line fits {@value #WIDTH}
 * columns: segments that would overflow go on continuation lines.
 */
final class ProgressPrinter implements RunListener {
    /** The gauge scenario runners publish their number of running virtual users under. */
    static final String POPULATION = "population";
    /** The widest a progress line gets, for a 120-column terminal. */
    static final int WIDTH = 120;

    private final PrintWriter out;
    private final java.util.Set<String> servers = new java.util.HashSet<>();
    private final java.util.Set<String> probes = new java.util.HashSet<>();

    ProgressPrinter(PrintWriter out) {
        this.out = out;
    }

    /** The folder of the run deployed last, for a forced exit to name; null before the first deploy. */
    private volatile java.nio.file.Path runFolder;

    java.nio.file.Path runFolder() {
        return runFolder;
    }

    @Override
    public void deployed(ActiveRun run) {
        runFolder = run.reportFolder();
        servers.clear();
        run.plan().blades().stream().filter(blade -> blade.role() == org.mwbench.platform.plan.BladeRole.SERVER)
                .forEach(blade -> servers.add(blade.id()));
        probes.clear();
        run.plan().blades().stream().filter(blade -> blade.role() == org.mwbench.platform.plan.BladeRole.PROBE)
                .forEach(blade -> probes.add(blade.id()));
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
        java.util.List<String> segments = new java.util.ArrayList<>();
        ServerTally serverTally = new ServerTally();
        blades.forEach((id, totals) -> {
            BladeState state = snapshot.states().get(id);
            if (probes.contains(id)) {
                segments.add(ProbeSegment.of(id, state, snapshot));
                return;
            }
            Long population = latestGauge(snapshot, id, POPULATION);
            Long cpu = latestGauge(snapshot, id, BladeAdapter.CPU_GAUGE);
            if (servers.contains(id) && totals.calls == 0 && totals.errors == 0) {
                if (serverTally.add(state, cpu)) {
                    return;
                }
                segments.add("server " + id + " " + (state == null ? "?" : state.label().toUpperCase(java.util.Locale.ROOT)));
                return;
            }
            segments.add(injector(id, state, totals, population, cpu));
        });
        if (serverTally.count > 0) {
            segments.add(serverTally.toString());
        }
        snapshot.lostAgents().keySet().forEach(agent -> segments.add("agent '" + agent + "' LOST"));
        String time = String.format("[%6.1fs]", snapshot.elapsedNanos() / 1e9);
        out.print(fit(time, segments));
        out.flush();
    }

    /** One injecting blade: what it measures now, then its figures; its state only when it is not running. */
    private static String injector(String id, BladeState state, BladeTotals totals, Long population, Long cpu) {
        StringBuilder segment = new StringBuilder(id);
        if (state != BladeState.RUNNING) {
            segment.append(' ').append(state == null ? "?" : state.label());
        }
        if (totals.calls == 0 && totals.errors == 0) {
            segment.append(state == BladeState.RUNNING ? ": no call ended in this interval" : "");
            segment.append(population == null ? "" : ", " + population + " users");
            return segment.append(cpu == null ? "" : ", cpu " + cpu + "%").toString();
        }
        segment.append(": ").append(totals.now()).append(totals.onlyWarmup() ? " (warm-up)" : "");
        segment.append(String.format(", %.0f calls/s%s, mean %s, max %s", totals.callsPerSecond(),
                totals.errors == 0 ? "" : ", " + totals.errors + " ERRORS", Units.nanos(totals.meanNanos()),
                Units.nanos(totals.maxNanos)));
        if (population != null && population != 1) {
            segment.append(", ").append(population).append(" users");
        }
        if (cpu != null) {
            segment.append(", cpu ").append(cpu).append('%');
        }
        if (totals.lateStarts > 0 || totals.p99FromIntended > 0) {
            segment.append(String.format(", %d late, p99 from intended %s", totals.lateStarts,
                    Units.nanos(totals.p99FromIntended)));
        }
        return segment.toString();
    }

    /** The segments after the time, on one line while they fit {@link #WIDTH}, else on continuation lines. */
    static String fit(String time, java.util.List<String> segments) {
        StringBuilder text = new StringBuilder();
        StringBuilder line = new StringBuilder(time);
        String indent = " ".repeat(time.length());
        boolean first = true;
        for (String segment : segments) {
            String piece = (first ? " " : " | ") + segment;
            if (!first && line.length() + piece.length() > WIDTH) {
                text.append(line).append('\n');
                line = new StringBuilder(indent).append(' ').append(segment);
            } else {
                line.append(piece);
            }
            first = false;
        }
        return text.append(line).append('\n').toString();
    }

    /** Server blades that serve as they should, summed up: how many, and their JVMs' highest CPU. */
    private static final class ServerTally {
        int count;
        long maxCpu = -1;
        String state;

        /** @return false when something happened to this server, so that it gets a segment of its own */
        boolean add(BladeState bladeState, Long cpu) {
            String label = bladeState == null ? "?" : bladeState.label();
            if (bladeState == null || bladeState == BladeState.ABORTED) {
                return false; // something happened to it: it gets a segment of its own
            }
            count++;
            state = state == null || state.equals(label) ? label : "in several states";
            if (cpu != null) {
                maxCpu = Math.max(maxCpu, cpu);
            }
            return true;
        }

        @Override
        public String toString() {
            String says = state.equals(BladeState.RUNNING.label()) ? "up" : state;
            return count + " server" + (count == 1 ? "" : "s") + " " + says + (maxCpu < 0 ? "" : ", cpu <=" + maxCpu + "%");
        }
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

        /**
         * What the blade measures now: its action type (a loop's middleware and step), the two a loop
         * went from and to in this second, or how many a scenario runs.
         */
        String now() {
            return callsAndLengthByType.size() <= 2 ? String.join(" -> ", callsAndLengthByType.keySet())
                    : callsAndLengthByType.size() + " action types";
        }

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
