package org.mwbench.bench.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.mwbench.bench.ChildJvm;
import org.mwbench.bench.HttpPeers;
import org.mwbench.bench.ScenarioBench;

/**
 * {@code mwbench bench gatling}: mwbench's injector and Gatling, each in a JVM of its own, in turn
 * (round 1: mwbench then Gatling, round 2: the same...), so that both see the same minutes of
 * the machine; the same {@code http-json} server, users, think time and duration. For each run:
 * the calls, the errors, the injector JVM's CPU time per call and peak RSS, as each JVM takes
 * them at the end of its run, and the latency percentiles each tool reports itself (mwbench's in
 * ns from its stored events, Gatling's in whole ms from its report).
 *
 * <p>Gatling is the peer {@code gatling-http}: its jars in {@code lib/} of that folder under the
 * folder of peers ({@value HttpPeers#PEERS_PROPERTY}, {@code peers/} in the distribution), the
 * class path of Gatling's JVM and of no other.
 */
public final class SideBySide {
    /** Starts the line each injector JVM prints with its figures ({@code key=value ...}). */
    public static final String FIGURES = "mwbench-figures: ";
    /** Starts each line mwbench's injector JVM prints for a kind of failure: {@code COUNT COMMENT}, most frequent first. */
    public static final String ERROR_KIND = "mwbench-error: ";
    /** The peer's folder under the peers folder. */
    public static final String PEER = "gatling-http";
    /** The main of Gatling's JVM, in the peer's jar. */
    static final String GATLING_MAIN = "org.mwbench.peers.gatling.MeasuredGatlingRun";
    static final String MWBENCH = "mwbench";
    static final String GATLING = "gatling";

    /**
     * What both tools run.
     *
     * @param jvmOptions both injector JVMs' options, the same for each
     */
    public record Settings(int users, Duration thinkMin, Duration thinkMax, Duration duration, int rounds,
                           List<String> jvmOptions) {
        public Settings {
            if (users < 1 || rounds < 1) {
                throw new IllegalArgumentException("--users and --rounds must be at least 1");
            }
            if (thinkMin.isNegative() || thinkMax.compareTo(thinkMin) < 0) {
                throw new IllegalArgumentException("--think must be a duration of 0 or more, or MIN..MAX with MIN <= MAX");
            }
            if (thinkMax.isZero()) {
                throw new IllegalArgumentException("--think must be above 0: without it, users are a closed loop, "
                        + "not the population this benchmark compares");
            }
            if (duration.isZero() || duration.isNegative()) {
                throw new IllegalArgumentException("--duration must be above 0");
            }
        }

        /** N users over their mean think time: the calls/s if every call took no time. */
        public double idealPerSecond() {
            return users / ((thinkMin.toNanos() + thinkMax.toNanos()) / 2e9);
        }
    }

    /**
     * One tool's run.
     *
     * @param calls             the calls made, the failed ones included
     * @param cpuNanos          the injector JVM's CPU time (user + system, all threads, its start included)
     *                          at the end of the run; -1 where the JVM could not tell
     * @param peakResidentBytes the injector JVM's VmHWM at the end of the run; -1 where unknown
     * @param resolutionNanos   the finest step of the latencies: 1 for mwbench (ns), 1,000,000 for Gatling (whole ms)
     * @param errorKinds        the most frequent kinds of failure, {@code COUNT COMMENT} each; empty where
     *                          none failed or the tool does not tell (Gatling's are in its report)
     */
    public record Row(String tool, int round, long calls, long errors, double seconds, long cpuNanos,
                      long peakResidentBytes, long p50Nanos, long p90Nanos, long p99Nanos, long p999Nanos,
                      long maxNanos, long resolutionNanos, List<String> errorKinds) {
        public Row {
            errorKinds = List.copyOf(errorKinds);
        }

        public Row(String tool, int round, long calls, long errors, double seconds, long cpuNanos,
                   long peakResidentBytes, long p50Nanos, long p90Nanos, long p99Nanos, long p999Nanos,
                   long maxNanos, long resolutionNanos) {
            this(tool, round, calls, errors, seconds, cpuNanos, peakResidentBytes, p50Nanos, p90Nanos, p99Nanos,
                    p999Nanos, maxNanos, resolutionNanos, List.of());
        }

        public double callsPerSecond() {
            return calls / seconds;
        }

        /** CPU time per call, in ns; -1 where not measured. */
        public double cpuNanosPerCall() {
            return cpuNanos < 0 || calls == 0 ? -1 : cpuNanos / (double) calls;
        }
    }

    private SideBySide() {
    }

    /** The peer's jars: {@code gatling-http/lib} under the folder of peers this JVM was given. */
    public static Path gatlingLib() {
        String peers = System.getProperty(HttpPeers.PEERS_PROPERTY);
        if (peers == null || peers.isBlank()) {
            throw new IllegalStateException("the Gatling peer is not installed: no folder of peers (-D"
                    + HttpPeers.PEERS_PROPERTY + ", peers/ of the distribution)");
        }
        Path lib = Path.of(peers, PEER, "lib");
        try (Stream<Path> jars = Files.isDirectory(lib) ? Files.list(lib) : Stream.empty()) {
            if (jars.noneMatch(jar -> jar.getFileName().toString().startsWith("mwbench-peer-gatling-http"))) {
                throw new IllegalStateException("the Gatling peer is not installed: no mwbench-peer-gatling-http jar in "
                        + lib + " (build peers/gatling-http, or use the distribution's mwbench)");
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the Gatling peer's folder " + lib + ": " + e, e);
        }
        return lib;
    }

    /** Runs both tools {@code rounds} times, in turn, and hands each row over as soon as it is measured. */
    public static List<Row> measure(String endpoint, Settings settings, Path gatlingLib, Path work, Consumer<Row> measured)
            throws IOException, InterruptedException {
        List<Row> rows = new ArrayList<>();
        for (int round = 1; round <= settings.rounds(); round++) {
            for (Row row : List.of(mwbench(endpoint, settings, round, work), gatling(endpoint, settings, gatlingLib, round, work))) {
                rows.add(row);
                measured.accept(row);
            }
        }
        return rows;
    }

    /** A generous bound on one run: its duration several times over, and JVM starts on a loaded machine. */
    private static Duration bound(Settings settings) {
        return settings.duration().multipliedBy(4).plusSeconds(240);
    }

    private static Row mwbench(String endpoint, Settings settings, int round, Path work)
            throws IOException, InterruptedException {
        Path events = work.resolve("mwbench-round-" + round);
        ProcessBuilder builder = ChildJvm.builder(settings.jvmOptions(), InjectorRun.class.getName(), List.of(endpoint,
                Integer.toString(settings.users()), Long.toString(settings.thinkMin().toMillis()),
                Long.toString(settings.thinkMax().toMillis()), Long.toString(settings.duration().toMillis()),
                events.toString()));
        String what = "mwbench's injector (round " + round + ")";
        String output = ChildRun.run(what, builder, work.resolve("mwbench-round-" + round + ".log"), bound(settings));
        Map<String, String> figures = ChildRun.figures(output, what);
        List<String> errorKinds = output.lines().filter(line -> line.startsWith(ERROR_KIND))
                .map(line -> line.substring(ERROR_KIND.length())).toList();
        try {
            ScenarioBench.delete(events); // every event was stored, as a plan stores them; their figures are read
        } catch (Exception e) {
            throw new IOException("cannot delete " + events, e);
        }
        long calls = number(figures, "calls");
        long stored = number(figures, "stored");
        if (stored != calls) { // calls count the failed ones too, as the stored events do
            throw new IOException(what + " stored " + stored + " events of " + calls + " calls made");
        }
        return new Row(MWBENCH, round, calls, number(figures, "errors"), settings.duration().toNanos() / 1e9,
                number(figures, "cpu_ns"), kbToBytes(number(figures, "hwm_kb")), number(figures, "p50_ns"),
                number(figures, "p90_ns"), number(figures, "p99_ns"), number(figures, "p999_ns"),
                number(figures, "max_ns"), 1, errorKinds);
    }

    private static Row gatling(String endpoint, Settings settings, Path lib, int round, Path work)
            throws IOException, InterruptedException {
        Path results = Files.createDirectories(work.resolve("gatling-round-" + round));
        List<String> command = new ArrayList<>();
        command.add(org.mwbench.platform.agent.ChildJvm.javaBinary());
        command.addAll(settings.jvmOptions());
        // Gatling's log writer reads String's internals; Gatling's own launchers open java.lang so
        command.add("--add-opens=java.base/java.lang=ALL-UNNAMED");
        command.add("-Dmwbench.gatling.endpoint=" + endpoint);
        command.add("-Dmwbench.gatling.users=" + settings.users());
        command.add("-Dmwbench.gatling.think-min-ms=" + settings.thinkMin().toMillis());
        command.add("-Dmwbench.gatling.think-max-ms=" + settings.thinkMax().toMillis());
        command.add("-Dmwbench.gatling.duration-ms=" + settings.duration().toMillis());
        command.add("-cp");
        command.add(lib.resolve("*").toString()); // the peer's jars, and nothing of mwbench's
        command.add(GATLING_MAIN);
        command.add(results.toString());
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().remove("CLASSPATH");
        String what = "Gatling (round " + round + ")";
        Map<String, String> figures = ChildRun.figures(ChildRun.run(what, builder,
                work.resolve("gatling-round-" + round + ".log"), bound(settings)), what);
        GatlingStats stats = GatlingStats.readRun(results);
        long ms = 1_000_000;
        return new Row(GATLING, round, stats.requests(), stats.ko(), settings.duration().toNanos() / 1e9,
                number(figures, "cpu_ns"), kbToBytes(number(figures, "hwm_kb")), stats.p50Millis() * ms,
                stats.p90Millis() * ms, stats.p99Millis() * ms, stats.p999Millis() * ms, stats.maxMillis() * ms, ms);
    }

    private static long number(Map<String, String> figures, String key) throws IOException {
        String value = figures.get(key);
        if (value == null) {
            throw new IOException("no " + key + " among the injector's figures " + figures);
        }
        return Long.parseLong(value);
    }

    private static long kbToBytes(long kb) {
        return kb < 0 ? -1 : kb * 1024;
    }
}
