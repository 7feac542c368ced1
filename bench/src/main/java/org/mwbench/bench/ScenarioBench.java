package org.mwbench.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.mwbench.injectors.scenario.ScenarioRunner;
import org.mwbench.platform.agent.LocalBlade;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.blade.LiveStatisticsCost;

/**
 * Runs a scenario in a real blade composite in this JVM and gathers what the live path
 * sees: calls (from the interval summaries, not the files), the largest population, and
 * the most heap in use. Benchmarks build on it; the files stay in a temporary folder that
 * is removed at the end unless asked to keep it.
 */
public final class ScenarioBench {
    /** What one run gave. */
    public record Result(long calls, long errors, long warmupCalls, long peakPopulation, long peakHeapBytes, double seconds,
                  Path folder, LiveStatisticsCost live) {
    }

    /** How often the live intervals are rolled: once a second, as a supervisor's polls roll them. */
    private static final long ROLL_NANOS = 1_000_000_000L;

    private ScenarioBench() {
    }

    /** @param arguments the runner's arguments besides the scenario, e.g. {@code events=histograms} */
    public static Result run(String scenarioXml, String arguments, Path folder, long timeoutMillis) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long calls = 0;
        long errors = 0;
        long warmup = 0;
        long population = 0;
        long heap = 0;
        try (LocalBlade blade = new LocalBlade(ScenarioRunner.class.getName(), "scenario=bench.xis " + arguments,
                folder, Map.of("bench.xis", scenarioXml.getBytes(StandardCharsets.UTF_8)))) {
            long start = System.nanoTime();
            blade.initAndStart();
            long deadline = start + timeoutMillis * 1_000_000;
            long lastRoll = start;
            while (!blade.control().state().isFinal() && System.nanoTime() < deadline) {
                Thread.sleep(100);
                heap = Math.max(heap, memory.getHeapMemoryUsage().getUsed());
                if (System.nanoTime() - lastRoll < ROLL_NANOS) {
                    continue;
                }
                lastRoll = System.nanoTime();
                IntervalReport report = blade.control().rollInterval();
                for (IntervalSummary summary : report.summaries()) {
                    if (summary.warmup()) {
                        warmup += summary.calls();
                    } else {
                        calls += summary.calls();
                        errors += summary.errors();
                    }
                }
                for (GaugeReading gauge : report.gauges()) {
                    if (gauge.name().equals(ScenarioRunner.POPULATION_GAUGE)) { // not the cpu gauge beside it
                        population = Math.max(population, gauge.value());
                    }
                }
            }
            if (!blade.control().state().isFinal()) {
                blade.control().stop();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            BladeState end = blade.awaitFinal(60_000);
            if (!end.isFinal()) {
                throw new IllegalStateException("the benchmark's blade did not stop within 60 s of its end: too many "
                        + "users for its threads on this machine; see " + folder);
            }
            if (end != BladeState.COMPLETED && end != BladeState.STOPPED) {
                throw new IllegalStateException("the benchmark's blade ended " + end.label() + "; see " + folder.resolve("alarm"));
            }
            for (IntervalSummary summary : blade.control().rollInterval().summaries()) {
                calls += summary.warmup() ? 0 : summary.calls();
                warmup += summary.warmup() ? summary.calls() : 0;
                errors += summary.warmup() ? 0 : summary.errors();
            }
            return new Result(calls, errors, warmup, population, heap, seconds, folder, blade.liveStatisticsCost());
        }
    }

    /** Rows in the blade's action file: the events stored. */
    static long storedEvents(Path folder) throws Exception {
        try (Stream<String> lines = Files.lines(folder.resolve("action"))) {
            return lines.count() - 1;
        }
    }

    public static void delete(Path folder) throws Exception {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /** A scenario of one plugin use, one behavior, and one group. */
    public static String scenario(String use, String behavior, String group) {
        return "<scenario><behaviors><plugins>" + use + "</plugins><behavior id=\"b\">" + behavior
                + "</behavior></behaviors><loadprofile>" + group + "</loadprofile></scenario>";
    }

    /** A closed group of {@code users} for {@code seconds}. */
    public static String closedGroup(int users, double seconds) {
        return "<group behavior=\"b\"><ramp style=\"crenel_hv\"><points><point x=\"0\" y=\"" + users + "\"/>"
                + "<point x=\"" + seconds + "\" y=\"" + users + "\"/></points></ramp></group>";
    }
}
