package org.mwbench.bench.gatling;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.mwbench.bench.ScenarioBench;
import org.mwbench.bench.footprint.ProcessStatus;

/**
 * The main of the JVM {@code mwbench bench gatling} starts for mwbench's injector: N users of the
 * scenario runner, each calling the {@code http-json} client's {@code ping} then thinking, uniform
 * between two bounds, for the duration, every event stored in the blade's action file as a plan's
 * run stores it. At the end of the run (before anything is read back) it takes this JVM's CPU time
 * ({@code ProcessHandle.info().totalCpuDuration()}: utime + stime of /proc/self/stat on Linux)
 * and peak resident memory (VmHWM); then reads the stored events into a histogram (ns) and prints
 * one line, {@value SideBySide#FIGURES} followed by {@code key=value} pairs, that the parent parses.
 *
 * <p>{@code InjectorRun ENDPOINT USERS THINK_MIN_MS THINK_MAX_MS DURATION_MS FOLDER}. It ends when
 * its parent does, so that a killed {@code mwbench} leaves no injector behind.
 */
public final class InjectorRun {
    private InjectorRun() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: InjectorRun ENDPOINT USERS THINK_MIN_MS THINK_MAX_MS DURATION_MS FOLDER");
            System.exit(2);
        }
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(3)));
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        String endpoint = args[0];
        int users = Integer.parseInt(args[1]);
        long thinkMin = Long.parseLong(args[2]);
        long thinkMax = Long.parseLong(args[3]);
        Duration duration = Duration.ofMillis(Long.parseLong(args[4]));
        Path folder = Path.of(args[5]);
        ScenarioBench.Result result = ScenarioBench.run(scenario(endpoint, users, thinkMin, thinkMax, duration), "",
                folder, duration.toMillis() * 5 + 120_000);
        long cpuNanos = ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
        long peakKb = ProcessStatus.read(ProcessHandle.current().pid()).peakResidentBytes() / 1024;
        Histogram latency = new Histogram(TimeUnit.MINUTES.toNanos(10), 3);
        Map<String, Long> failures = new HashMap<>();
        long[] stored = readEvents(folder.resolve("action"), latency, failures);
        System.out.println(SideBySide.FIGURES + String.format(Locale.ROOT,
                "cpu_ns=%d hwm_kb=%d calls=%d errors=%d stored=%d stored_errors=%d p50_ns=%d p90_ns=%d p99_ns=%d "
                        + "p999_ns=%d max_ns=%d seconds=%.3f",
                cpuNanos, peakKb, result.calls(), result.errors(), stored[0], stored[1],
                latency.getValueAtPercentile(50), latency.getValueAtPercentile(90), latency.getValueAtPercentile(99),
                latency.getValueAtPercentile(99.9), latency.getMaxValue(), result.seconds()));
        failures.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(ERROR_KINDS)
                .forEach(kind -> System.out.println(SideBySide.ERROR_KIND + kind.getValue() + " " + kind.getKey()));
        System.out.flush();
        System.exit(0);
    }

    /**
     * Each call's bound, the same for both tools: Gatling's default {@code requestTimeout}, which
     * its {@code gatling.conf} here states. With the http-json client's own default, every call of
     * a run on a machine at a load average of 150 failed while Gatling's waited and succeeded.
     */
    static final String CALL_TIMEOUT = "60s";

    /** One use of the http-json client at the endpoint, the common plugin's timer, and N users for the duration. */
    static String scenario(String endpoint, int users, long thinkMinMs, long thinkMaxMs, Duration duration) {
        String think = thinkMaxMs == 0 ? ""
                : "<timer use=\"think\" name=\"uniform\"><params><param name=\"min\" value=\"" + thinkMinMs
                        + "ms\"/><param name=\"max\" value=\"" + thinkMaxMs + "ms\"/></params></timer>";
        return ScenarioBench.scenario(
                "<use id=\"http\" name=\"http-json\"><params><param name=\"endpoint\" value=\"" + endpoint
                        + "\"/><param name=\"timeout\" value=\"" + CALL_TIMEOUT
                        + "\"/></params></use><use id=\"think\" name=\"common\"/>",
                "<sample use=\"http\" name=\"ping\"/>" + think,
                ScenarioBench.closedGroup(users, duration.toNanos() / 1e9));
    }

    /** The most frequent kinds of failure printed: enough to name a run's trouble, few enough to read. */
    static final int ERROR_KINDS = 3;

    /**
     * Reads the action file's events: each success's {@code duration_ns} into the histogram, and
     * each failure's comment (the client's name for what went wrong) counted into {@code failures}.
     *
     * @return the events stored and, of them, the failed ones
     */
    static long[] readEvents(Path action, Histogram latency, Map<String, Long> failures) throws Exception {
        long events = 0;
        long failed = 0;
        try (BufferedReader lines = Files.newBufferedReader(action, StandardCharsets.US_ASCII)) {
            lines.readLine(); // the header: #date_ns,session,type,iteration,success,duration_ns,...
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] columns = line.split(",", 10); // the comment, last, may hold commas
                events++;
                if (columns[4].equals("true")) {
                    latency.recordValue(Math.min(Long.parseLong(columns[5]), latency.getHighestTrackableValue()));
                } else {
                    failed++;
                    failures.merge(columns.length == 10 && !columns[9].isEmpty() ? columns[9] : "(no comment)", 1L, Long::sum);
                }
            }
        }
        return new long[] {events, failed};
    }
}
