package org.mwbench.bench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.HdrHistogram.Histogram;
import org.mwbench.bench.CoordinatedOmission;
import org.mwbench.bench.HarnessOverhead;
import org.mwbench.bench.HttpPeers;
import org.mwbench.bench.ThousandUsers;
import org.mwbench.bench.gatling.SideBySide;
import org.mwbench.bench.gatling.SideBySideTable;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.blade.LiveStatisticsCost;
import org.mwbench.platform.event.ActionEventBuffer;
import org.mwbench.platform.probe.ProbeCostBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.ExitCode;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mwbench bench}: the benchmarks of mwbench itself, each printing its figures. This
 * machine's numbers are noisy; run a benchmark several times and quote medians and ratios.
 * Exit codes are picocli's, which are mwbench's: 0 measured, 1 ({@code SOFTWARE}) a benchmark
 * failed, 2 ({@code USAGE}) bad options.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks of mwbench itself: its overhead per call, 1000 users on one agent, coordinated omission, "
                + "its HTTP clients against JMeter's, its injector against Gatling's; every middleware's footprint; and what a "
                + "probe's sample costs.",
        subcommands = {BenchCommand.Overhead.class, BenchCommand.Users.class, BenchCommand.Omission.class,
                BenchCommand.Http.class, BenchCommand.GatlingPeer.class, FootprintBenchCommand.class,
                BenchCommand.Probes.class})
public final class BenchCommand {

    static Path workDir() throws Exception {
        warningsOnly();
        return Files.createTempDirectory("mwbench-bench");
    }

    /** Only warnings: slf4j-simple reads its level when the first logger is made, so before any bench class logs. */
    static void warningsOnly() {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }

    /**
     * The main class of the command line this JVM runs ({@code mwbench}'s), which starts the
     * servers the benchmarks measure, each in a JVM of its own, as {@code mwbench server} does.
     */
    static String launcher(CommandSpec spec) {
        return spec.root().userObject().getClass().getName();
    }

    /** The system load average of the last minute, which every benchmark's figures are to be read against. */
    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** One benchmark, a subcommand: it writes its figures to the command's output. */
    abstract static class Benchmark implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public final Integer call() throws Exception {
            return measure(spec.commandLine().getOut());
        }

        /**
         * Measures and writes the figures.
         *
         * @return the exit code: {@code OK}, or {@code SOFTWARE} where a measure failed
         */
        abstract int measure(PrintWriter out) throws Exception;

        /** Says what is wrong with an option, after the command's name, on standard error: the usage exit code. */
        final int badOption(IllegalArgumentException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + e.getMessage());
            return ExitCode.USAGE;
        }
    }

    @Command(name = "overhead", mixinStandardHelpOptions = true,
            description = "A no-op sample in a bare loop, with a nanoTime pair, and through the whole scenario runner "
                    + "(all events stored, or histograms only), in ns per call per thread, in one JVM and run.")
    static final class Overhead extends Benchmark {
        @Option(names = "--threads", split = ",", defaultValue = "1,2", description = "Thread counts (default: ${DEFAULT-VALUE}).")
        List<Integer> threads;

        @Option(names = "--duration", defaultValue = "5s", description = "Measured time per row (default: ${DEFAULT-VALUE}).")
        String duration;

        @Override
        int measure(PrintWriter out) throws Exception {
            out.printf("harness overhead, %s, %d cores%n", Runtime.version(), Runtime.getRuntime().availableProcessors());
            out.printf("%-30s %7s %14s %12s %12s%n", "path", "threads", "calls", "ns/call", "x bare loop");
            for (HarnessOverhead.Row row : HarnessOverhead.measure(threads, Durations.parse(duration, "s"), workDir())) {
                out.printf("%-30s %7d %14d %12.1f %12.2f%n", row.path(), row.threads(), row.calls(), row.nanosPerCall(),
                        row.ratioToBare());
                out.flush();
            }
            return ExitCode.OK;
        }
    }

    @Command(name = "users", mixinStandardHelpOptions = true,
            description = "N users (1000) against a synthetic target taking 50 ms, no think time: achieved against "
                    + "ideal throughput, peak heap, and events stored against calls made. The target is asynchronous by "
                    + "default (a waiting user holds no thread); --target blocking parks a thread per call in flight.")
    static final class Users extends Benchmark {
        @Option(names = "--users", defaultValue = "1000", description = "Virtual users (default: ${DEFAULT-VALUE}).")
        int users;

        @Option(names = "--service-time", defaultValue = "50ms", description = "The target's service time (default: ${DEFAULT-VALUE}).")
        String serviceTime;

        @Option(names = "--duration", defaultValue = "20s", description = "Measured time, after 2 s of warm-up (default: ${DEFAULT-VALUE}).")
        String duration;

        @Option(names = "--threads", defaultValue = "auto",
                description = "platform, virtual (JDK 21+) or auto: virtual where the JDK has them (default: ${DEFAULT-VALUE}).")
        String threads;

        @Option(names = "--target", defaultValue = "async",
                description = "async: the target's timer completes each call and a waiting user holds no thread, which "
                        + "measures the injector itself; blocking: each call parks its user's thread, as a synchronous "
                        + "client would, and what this benchmark measured before (default: ${DEFAULT-VALUE}).")
        String target;

        @Override
        int measure(PrintWriter out) throws Exception {
            ThousandUsers.Result result;
            try {
                result = ThousandUsers.measure(users, Durations.parse(serviceTime, "ms"), Durations.parse(duration, "s"),
                        target, threads, workDir());
            } catch (IllegalArgumentException e) {
                return badOption(e);
            }
            out.printf("%d users (%s target, %s threads), %s service time, %.0f s measured, %s, %d cores%n", result.users(),
                    result.target(), result.threads(), serviceTime, result.seconds(), Runtime.version(),
                    Runtime.getRuntime().availableProcessors());
            out.printf("throughput:      %.0f calls/s of an ideal %.0f (%.1f%%)%n", result.callsPerSecond(),
                    result.idealPerSecond(), 100 * result.callsPerSecond() / result.idealPerSecond());
            out.printf("peak population: %d users%n", result.peakPopulation());
            out.printf("peak heap used:  %.1f MiB%n", result.peakHeapBytes() / 1048576.0);
            out.printf("memory per user: %.0f kB of heap%s, stored events included (k6: 1 to 5 MB per VU)%n",
                    result.heapPerUser() / 1024.0, result.residentPerUser() < 0 ? ""
                            : String.format(java.util.Locale.ROOT, ", %.0f kB resident", result.residentPerUser() / 1024.0));
            if (result.peakThreads() >= 0) {
                out.printf("  beyond events: %.0f kB of heap per user (the events' buffers: %.0f kB per user, one of %.0f kB "
                                + "for each of the pool's %d threads at its peak)%n", result.heapPerUserBeyondEvents() / 1024.0,
                        result.eventBuffersPerUser() / 1024.0, ActionEventBuffer.BYTES / 1024.0, result.peakThreads());
            }
            out.print(liveStatistics(result.live(), result.runSeconds()));
            out.printf("events stored:   %d of %d calls made%s%n", result.storedEvents(), result.calls(),
                    result.storedEvents() == result.calls() ? " (all)" : " (MISMATCH)");
            return result.storedEvents() == result.calls() ? ExitCode.OK : ExitCode.SOFTWARE;
        }
    }

    /** The live statistics' cost line: CPU per second of run and per roll, and the recorders each roll drained. */
    static String liveStatistics(LiveStatisticsCost live, double runSeconds) {
        long rolls = Math.max(1, live.rolls());
        String cpu = live.cpuNanos() < 0 ? "CPU not measured by this JVM"
                : String.format(java.util.Locale.ROOT, "%.2f ms of CPU per s of run (%.0f us per roll)",
                        live.cpuNanos() / 1e6 / runSeconds, live.cpuNanos() / 1e3 / rolls);
        return String.format(java.util.Locale.ROOT, "live statistics: %s, %d rolls, %.0f recorders drained per roll "
                + "(at most %d)%n", cpu, live.rolls(), live.recordersDrained() / (double) rolls, live.maxRecordersPerRoll());
    }

    @Command(name = "omission", mixinStandardHelpOptions = true,
            description = "Open model at a fixed rate against a target that freezes for a while every few seconds: "
                    + "latency percentiles from the intended start against those from the actual start.")
    static final class Omission extends Benchmark {
        @Option(names = "--rate", defaultValue = "1000", description = "Arrivals per second (default: ${DEFAULT-VALUE}).")
        int rate;

        @Option(names = "--service-time", defaultValue = "1ms", description = "(default: ${DEFAULT-VALUE}).")
        String serviceTime;

        @Option(names = "--stall-every", defaultValue = "2s", description = "(default: ${DEFAULT-VALUE}).")
        String stallEvery;

        @Option(names = "--stall-for", defaultValue = "200ms", description = "(default: ${DEFAULT-VALUE}).")
        String stallFor;

        @Option(names = "--concurrency", defaultValue = "10",
                description = "Users serving arrivals: few, as in a client with a small connection pool, so that the "
                        + "freezes hide from latencies taken at the actual start (default: ${DEFAULT-VALUE}).")
        int concurrency;

        @Option(names = "--duration", defaultValue = "20s", description = "(default: ${DEFAULT-VALUE}).")
        String duration;

        @Override
        int measure(PrintWriter out) throws Exception {
            CoordinatedOmission.Result result = CoordinatedOmission.measure(rate, Durations.parse(serviceTime, "ms"),
                    Durations.parse(stallEvery, "s"), Durations.parse(stallFor, "ms"), concurrency,
                    Durations.parse(duration, "s"), workDir());
            out.printf("open model, %d calls/s for %s, %s service time, frozen %s every %s, %d users; %d calls, %d late starts%n",
                    rate, duration, serviceTime, stallFor, stallEvery, concurrency, result.calls(), result.lateStarts());
            out.printf("%-22s %10s %10s %10s %10s %10s%n", "latency measured from", "p50", "p90", "p99", "p99.9", "max");
            row(out, "intended start", result.fromIntended());
            row(out, "actual start", result.fromActual());
            return ExitCode.OK;
        }

        private static void row(PrintWriter out, String what, Histogram histogram) {
            out.printf("%-22s %10s %10s %10s %10s %10s%n", what, Durations.format(histogram.getValueAtPercentile(50)),
                    Durations.format(histogram.getValueAtPercentile(90)), Durations.format(histogram.getValueAtPercentile(99)),
                    Durations.format(histogram.getValueAtPercentile(99.9)), Durations.format(histogram.getMaxValue()));
        }
    }

    @Command(name = "http", mixinStandardHelpOptions = true,
            description = "Every HTTP/JSON client variant, the bare HTTP floor and JMeter's HTTP sampler against one http-json "
                    + "server, in one run, at each thread count: calls/s, medians and their ratios to the fastest.")
    static final class Http extends Benchmark {
        @Option(names = "--threads", split = ",", defaultValue = "1,16", description = "Thread counts (default: ${DEFAULT-VALUE}).")
        List<Integer> threads;

        @Option(names = "--warmup", defaultValue = "3s", description = "Warm-up per row (default: ${DEFAULT-VALUE}).")
        String warmup;

        @Option(names = "--duration", defaultValue = "5s", description = "Measured time per row (default: ${DEFAULT-VALUE}).")
        String duration;

        @Option(names = "--timeout", defaultValue = "10s", description = "Every call's timeout (default: ${DEFAULT-VALUE}).")
        String timeout;

        @Option(names = "--rounds", defaultValue = "1",
                description = "Times every row is measured, the rows interleaved; each row reports its round of median calls/s "
                        + "(default: ${DEFAULT-VALUE}; 3 or 5 on a busy machine).")
        int rounds;

        @Option(names = "--endpoint", paramLabel = "URL",
                description = "An http-json server already running (http://HOST:PORT/mwbench); by default one is started "
                        + "in a JVM of its own, as mwbench server http-json.")
        String endpoint;

        @Override
        int measure(PrintWriter out) throws Exception {
            Path work = workDir();
            BenchServer server = endpoint == null
                    ? BenchServer.start(launcher(spec), HttpPeers.SERVER_PROTOCOL, List.of("-Xms256m", "-Xmx256m"), work.resolve("server.log"), 60)
                    : null;
            try {
                String target = server == null ? endpoint : server.endpoint();
                out.printf("HTTP clients against one %s server, %s (%s); ping, closed loop, no think time, one connection per "
                                + "thread; %s warm-up and %s measured per row, %d round(s); %s, %d cores%n", HttpPeers.SERVER_PROTOCOL,
                        target, server == null ? "given" : "a JVM of its own", warmup, duration, rounds, Runtime.version(),
                        Runtime.getRuntime().availableProcessors());
                out.printf("load average at the start: %.2f (other work on the machine skews every row; quote figures from a "
                        + "quiet machine)%n", loadAverage());
                out.flush();
                List<HttpPeers.Row> rows = HttpPeers.measure(target, threads, rounds, Durations.parse(warmup, "s"),
                        Durations.parse(duration, "s"), Durations.parse(timeout, "s"), row -> {
                            out.printf("  measured %-18s %3d thread(s): %,.0f calls/s%n", row.name(), row.threads(), row.callsPerSecond());
                            out.flush();
                        });
                HttpPeerTable.print(out, rows);
                return rows.stream().anyMatch(row -> row.errors() > 0) ? ExitCode.SOFTWARE : ExitCode.OK;
            } finally {
                if (server != null) {
                    server.close();
                }
            }
        }
    }

    @Command(name = "gatling", mixinStandardHelpOptions = true,
            description = "mwbench's injector and Gatling's (the peer gatling-http), each in a JVM of its own, in turn for "
                    + "some rounds, N users with a think time against one http-json server: calls/s against the ideal, "
                    + "errors, the injector JVM's CPU per call and peak RSS, latency percentiles as each tool reports them, "
                    + "and where each one wins.")
    static final class GatlingPeer extends Benchmark {
        @Option(names = "--users", defaultValue = "10000", description = "Virtual users of each tool (default: ${DEFAULT-VALUE}).")
        int users;

        @Option(names = "--think", defaultValue = "1s",
                description = "Each user's think time after each call: a duration, or MIN..MAX, uniform between them "
                        + "(default: ${DEFAULT-VALUE}).")
        String think;

        @Option(names = "--duration", defaultValue = "60s", description = "Each run's length (default: ${DEFAULT-VALUE}).")
        String duration;

        @Option(names = "--rounds", defaultValue = "2",
                description = "Runs of each tool, in turn: mwbench, Gatling, mwbench, Gatling... (default: ${DEFAULT-VALUE}).")
        int rounds;

        // 1 GiB was too little for mwbench's 10,000 users, each with an HTTP client and a keep-alive
        // connection of its own (as Gatling's have): its injector ran out of heap at 5 min 35 s.
        @Option(names = "--injector-jvm", defaultValue = "-Xms4g -Xmx4g",
                description = "Both injector JVMs' options, the same for each (default: ${DEFAULT-VALUE}).")
        String injectorJvm;

        @Option(names = "--endpoint", paramLabel = "URL",
                description = "An http-json server already running (http://HOST:PORT/mwbench); by default one is started "
                        + "in a JVM of its own, as mwbench server http-json.")
        String endpoint;

        @Option(names = "--output", paramLabel = "DIR",
                description = "Where the runs' logs and Gatling's reports go (default: a new temporary folder).")
        Path output;

        @Override
        int measure(PrintWriter out) throws Exception {
            SideBySide.Settings settings;
            try {
                Duration[] thinkBounds = Durations.parseRange(think, "ms");
                settings = new SideBySide.Settings(users, thinkBounds[0], thinkBounds[1],
                        Durations.parse(duration, "s"), rounds, injectorJvm.isBlank() ? List.of()
                        : List.of(injectorJvm.strip().split("\\s+")));
            } catch (IllegalArgumentException e) {
                return badOption(e);
            }
            Path gatling;
            try {
                gatling = SideBySide.gatlingLib();
            } catch (IllegalStateException e) {
                spec.commandLine().getErr().println(spec.qualifiedName() + ": " + e.getMessage());
                return ExitCode.SOFTWARE;
            }
            Path work = output == null ? workDir() : Files.createDirectories(output);
            warningsOnly();
            BenchServer server = endpoint == null
                    ? BenchServer.start(launcher(spec), HttpPeers.SERVER_PROTOCOL, List.of("-Xms256m", "-Xmx256m"), work.resolve("server.log"), 60)
                    : null;
            try {
                String target = server == null ? endpoint : server.endpoint();
                out.printf("mwbench's injector and Gatling's against one %s server, %s (%s): %d users, think %s, %s per run, "
                                + "%d round(s), each tool in a JVM of its own (%s); %s, %d cores%n", HttpPeers.SERVER_PROTOCOL,
                        target, server == null ? "given" : "a JVM of its own", users, think, duration, rounds, injectorJvm,
                        Runtime.version(), Runtime.getRuntime().availableProcessors());
                out.printf("load average at the start: %.2f (quote figures from a quiet machine); logs and reports: %s%n",
                        loadAverage(), work);
                out.flush();
                List<SideBySide.Row> rows;
                try {
                    rows = SideBySide.measure(target, settings, gatling, work, row -> {
                        out.printf("  measured %-8s round %d: %,d calls, %d errors%s%n", row.tool(), row.round(), row.calls(),
                                row.errors(), row.errorKinds().isEmpty() ? "" : ", most often: " + row.errorKinds().get(0));
                        out.flush();
                    });
                } catch (IOException e) {
                    spec.commandLine().getErr().println(spec.qualifiedName() + ": " + e.getMessage());
                    return ExitCode.SOFTWARE;
                }
                SideBySideTable.print(out, settings, rows);
                out.printf("load average at the end: %.2f%n", loadAverage());
                out.flush();
                boolean clean = rows.stream().allMatch(row -> row.calls() > 0 && row.errors() == 0);
                return clean ? ExitCode.OK : ExitCode.SOFTWARE;
            } finally {
                if (server != null) {
                    server.close();
                }
            }
        }
    }

    @Command(name = "probes", mixinStandardHelpOptions = true,
            description = "What one sample of each probe family costs in CPU, timed as a probe times itself (its thread's "
                    + "CPU clock around read, row, write and flush), after a warm-up, over several rounds: minimum, median "
                    + "and maximum per sample, and the median's share of one core at the default 1 s period.")
    static final class Probes extends Benchmark {
        @Option(names = "--warmup", defaultValue = "1000", description = "Samples before timing, per family (default: ${DEFAULT-VALUE}).")
        int warmup;

        @Option(names = "--samples", defaultValue = "1000", description = "Samples per round (default: ${DEFAULT-VALUE}).")
        int samples;

        @Option(names = "--rounds", defaultValue = "5", description = "Timed rounds per family (default: ${DEFAULT-VALUE}).")
        int rounds;

        @Override
        int measure(PrintWriter out) throws Exception {
            ProbeCostBench bench;
            try {
                bench = new ProbeCostBench(warmup, samples, rounds);
            } catch (IllegalArgumentException e) {
                return badOption(e);
            }
            out.printf("probe cost, CPU per sample, %s, %d cores, load average %.2f; %d warm-up, %d rounds of %d samples%n",
                    Runtime.version(), Runtime.getRuntime().availableProcessors(),
                    loadAverage(), warmup, rounds,
                    samples);
            out.printf("%-24s %10s %10s %10s %14s%n", "family", "min µs", "median µs", "max µs", "% core at 1 s");
            for (ProbeCostBench.Row row : bench.measure(workDir())) {
                out.printf(java.util.Locale.ROOT, "%-24s %10.1f %10.1f %10.1f %13.4f%%%n", row.family(), row.minMicros(),
                        row.medianMicros(), row.maxMicros(), row.oneCorePercent());
            }
            return ExitCode.OK;
        }
    }
}
