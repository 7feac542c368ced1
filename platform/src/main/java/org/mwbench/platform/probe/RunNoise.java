package org.mwbench.platform.probe;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.mwbench.platform.storage.StoredFiles;

/**
 * What the machine was doing while a run measured, as its {@code noise.properties} keeps it:
 * the load average, the share of CPU time the hypervisor stole, the CPU the machine's other
 * processes used (all busy time less this run's JVMs' and less steal), and the loopback round
 * trip at the start and at the end ({@link LoopbackRoundTrip}). A figure that could not be
 * read (no {@code /proc}, a probe that failed) is NaN.
 *
 * <p>A run is noisy, and its {@link #warnings()} say why, when one of these holds:
 * steal above {@link #STEAL_PCT}% (the VM lost that much of its CPU time to others); the other
 * processes above {@link #OTHER_CORES} of a core on average (they competed with the run's
 * threads); or the loopback round trip's median at one end more than {@link #RTT_RATIO} times
 * the other's (the floor under every loopback call moved while the run measured).
 *
 * @param cores         the machine's cores
 * @param seconds       the length of the window, from the first probe to the last
 * @param loadStart     the one-minute load average at the start; {@code loadEnd} at the end; {@code loadMax} the highest seen
 * @param busyCores     the cores busy on average (steal left out)
 * @param stealPct      the CPU time stolen, in percent of all CPU time
 * @param runCores      the cores this run's JVMs used on average (this process and its descendants)
 * @param otherCores    {@code busyCores - runCores}, at least 0: the machine's other processes
 */
public record RunNoise(int cores, double seconds, double loadStart, double loadEnd, double loadMax, double busyCores,
                       double stealPct, double runCores, double otherCores, LoopbackRoundTrip.Result rttStart,
                       LoopbackRoundTrip.Result rttEnd) {
    public static final String FILE = "noise.properties";
    public static final double STEAL_PCT = 5;
    public static final double OTHER_CORES = 0.2;
    public static final double RTT_RATIO = 2;

    /** Why the run was noisy, one sentence a reason; empty when it was quiet (or nothing could be read). */
    public List<String> warnings() {
        List<String> warnings = new ArrayList<>();
        if (stealPct > STEAL_PCT) {
            warnings.add(String.format(Locale.ROOT, "the hypervisor stole %.1f%% of the CPU time (over %.0f%%)",
                    stealPct, STEAL_PCT));
        }
        if (otherCores > OTHER_CORES) {
            warnings.add(String.format(Locale.ROOT, "other processes used %.2f core(s) on average (over %.1f of a "
                    + "core), competing with the run's threads", otherCores, OTHER_CORES));
        }
        double ratio = rttRatio();
        if (ratio > RTT_RATIO) {
            warnings.add(String.format(Locale.ROOT, "the loopback round trip's median moved from %.1f µs at the start to "
                    + "%.1f µs at the end (x%.1f, over x%.0f)", rttStart.medianNanos() / 1000, rttEnd.medianNanos() / 1000,
                    ratio, RTT_RATIO));
        }
        return warnings;
    }

    /** The larger loopback median over the smaller (at least 1); NaN when either is unknown. */
    public double rttRatio() {
        double a = rttStart.medianNanos();
        double b = rttEnd.medianNanos();
        return a > 0 && b > 0 ? Math.max(a, b) / Math.min(a, b) : Double.NaN;
    }

    /** One line for the terminal: "load 0.4 -> 1.9 (max 2.1), steal 0.0%, other processes 0.05 core, loopback 21/24 µs". */
    public String summary() {
        return String.format(Locale.ROOT, "load %.1f -> %.1f (max %.1f) on %d cores, steal %.1f%%, this run %.2f core(s), "
                        + "other processes %.2f core(s), loopback round trip median %.1f µs at start, %.1f µs at end",
                loadStart, loadEnd, loadMax, cores, stealPct, runCores, otherCores, rttStart.medianNanos() / 1000,
                rttEnd.medianNanos() / 1000);
    }

    public void write(Path runFolder, StoredFiles files) throws IOException {
        Properties p = new Properties();
        p.setProperty("cores", Integer.toString(cores));
        put(p, "seconds", seconds);
        put(p, "load.start", loadStart);
        put(p, "load.end", loadEnd);
        put(p, "load.max", loadMax);
        put(p, "cpu.busy_cores", busyCores);
        put(p, "cpu.steal_pct", stealPct);
        put(p, "cpu.run_cores", runCores);
        put(p, "cpu.other_cores", otherCores);
        putRtt(p, "loopback.start", rttStart);
        putRtt(p, "loopback.end", rttEnd);
        try (Writer out = files.newWriter(runFolder.resolve(FILE))) {
            p.store(out, "what the machine was doing during this run (see RunNoise); NaN: not measured");
        }
    }

    /** The run's noise, or null when it has no {@code noise.properties} (a run of an older mwbench). */
    public static RunNoise read(Path runFolder) throws IOException {
        Path file = runFolder.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        return new RunNoise((int) get(p, "cores"), get(p, "seconds"), get(p, "load.start"), get(p, "load.end"),
                get(p, "load.max"), get(p, "cpu.busy_cores"), get(p, "cpu.steal_pct"), get(p, "cpu.run_cores"),
                get(p, "cpu.other_cores"), getRtt(p, "loopback.start"), getRtt(p, "loopback.end"));
    }

    private static void put(Properties p, String key, double value) {
        p.setProperty(key, Double.isFinite(value) ? String.format(Locale.ROOT, "%.4f", value) : "NaN");
    }

    private static void putRtt(Properties p, String key, LoopbackRoundTrip.Result rtt) {
        put(p, key + ".median_ns", rtt.medianNanos());
        put(p, key + ".p99_ns", rtt.p99Nanos());
        p.setProperty(key + ".count", Integer.toString(rtt.count()));
    }

    private static LoopbackRoundTrip.Result getRtt(Properties p, String key) {
        return new LoopbackRoundTrip.Result(get(p, key + ".median_ns"), get(p, key + ".p99_ns"),
                (int) get(p, key + ".count"));
    }

    private static double get(Properties p, String key) {
        String value = p.getProperty(key);
        if (value == null) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(FILE + ": " + key + " is not a number: '" + value + "'");
        }
    }
}
