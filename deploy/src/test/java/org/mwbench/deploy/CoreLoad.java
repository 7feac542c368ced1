package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The machine loaded on purpose, as issue #34 asks of latency-ping ("passes on a machine whose
 * load average is 30"): busy shell loops, as many as it takes to bring the one-minute load average
 * to a target, counted from what the machine runs when they start, so that a quiet CI machine gets
 * the whole target and one that other suites already load is not loaded twice over. Each loop is
 * bounded by coreutils' {@code timeout}, so one left behind by a test JVM that died still ends by
 * itself; {@link #close} ends them all at once.
 */
final class CoreLoad implements AutoCloseable {
    private final List<Process> loops = new ArrayList<>();
    private final double loadBefore;

    private CoreLoad(double loadBefore) {
        this.loadBefore = loadBefore;
    }

    /**
     * Starts busy loops until the load average would reach {@code target}: none when it is already
     * there. They stop by themselves after {@code atMost}.
     */
    static CoreLoad upTo(double target, Duration atMost) throws IOException {
        CoreLoad load = new CoreLoad(loadAverage());
        int loops = (int) Math.max(0, Math.ceil(target - load.loadBefore));
        for (int i = 0; i < loops; i++) {
            load.loops.add(new ProcessBuilder("timeout", Long.toString(atMost.toSeconds()), "sh", "-c", "while :; do :; done")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
        }
        return load;
    }

    /** The busy loops it started. */
    int loops() {
        return loops.size();
    }

    /** "12 busy loop(s) over a load average of 18.1": what the test prints. */
    String summary() {
        return String.format(Locale.ROOT, "%d busy loop(s) over a load average of %.1f", loops.size(), loadBefore);
    }

    @Override
    public void close() throws InterruptedException {
        for (Process loop : loops) {
            loop.descendants().forEach(ProcessHandle::destroyForcibly);
            loop.destroyForcibly();
        }
        for (Process loop : loops) {
            loop.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static double loadAverage() throws IOException {
        return Double.parseDouble(Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).split("\\s+")[0]);
    }
}
