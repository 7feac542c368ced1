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
    /** Per injecting blade, the elapsed time of the last tick in which a call of it ended. */
    private final Map<String, Long> lastCallNanos = new java.util.HashMap<>();
    /** Per injecting blade without a call ending now, since when; cleared when a call ends. */
    private final Map<String, Long> idleSince = new java.util.HashMap<>();

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
        lastCallNanos.clear();
        idleSince.clear();
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
        Map<String, InjectorProgress> blades = new LinkedHashMap<>();
        snapshot.states().keySet().forEach(id -> blades.put(id, new InjectorProgress()));
        for (IntervalSummary summary : snapshot.summaries()) {
            blades.computeIfAbsent(summary.bladeId(), id -> new InjectorProgress()).add(summary);
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
            if (servers.contains(id) && !totals.anyCall()) {
                if (serverTally.add(state, cpu)) {
                    return;
                }
                segments.add("server " + id + " " + (state == null ? "?" : state.label().toUpperCase(java.util.Locale.ROOT)));
                return;
            }
            segments.addAll(injector(id, state, totals, population, cpu, snapshot.elapsedNanos()));
        });
        if (serverTally.count > 0) {
            segments.add(serverTally.toString());
        }
        snapshot.lostAgents().keySet().forEach(agent -> segments.add("agent '" + agent + "' LOST"));
        String time = String.format("[%6.1fs]", snapshot.elapsedNanos() / 1e9);
        out.print(fit(time, segments));
        out.flush();
    }

    /**
     * One injecting blade: what it measures now, per action type, then its users and cpu; its state only
     * when it is not running. A tick without a call ending says what is going on rather than repeating
     * itself: how long no call has ended, and how many users are in calls.
     */
    private java.util.List<String> injector(String id, BladeState state, InjectorProgress totals, Long population,
                                            Long cpu, long elapsedNanos) {
        String head = id + (state == BladeState.RUNNING ? "" : " " + (state == null ? "?" : state.label()));
        String users = population == null || population == 1 ? "" : ", " + population + " users";
        String extra = users + (cpu == null ? "" : ", cpu " + cpu + "%");
        if (totals.anyCall()) {
            lastCallNanos.put(id, elapsedNanos);
            idleSince.remove(id);
            return totals.segments(head, extra);
        }
        if (state != BladeState.RUNNING) {
            return java.util.List.of(head + (population == null ? "" : ", " + population + " users")
                    + (cpu == null ? "" : ", cpu " + cpu + "%"));
        }
        return java.util.List.of(head + ": " + idle(id, population, elapsedNanos) + (cpu == null ? "" : ", cpu " + cpu + "%"));
    }

    /** What a running blade without a call ending is doing: said once, then how long it has lasted. */
    private String idle(String id, Long population, long elapsedNanos) {
        Long last = lastCallNanos.get(id);
        long seconds = Math.round((elapsedNanos - (last == null ? 0 : last)) / 1e9);
        if (population != null && population > 0) {
            return population + " users in calls, " + (last == null ? "no call ended yet" : "none ended for " + seconds + " s");
        }
        boolean first = idleSince.putIfAbsent(id, elapsedNanos) == null;
        if (last == null) {
            return first ? "no call ended yet" : "no call ended yet (" + seconds + " s)";
        }
        return first ? "no call ended in this interval" : "no call ended for " + seconds + " s";
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
}
