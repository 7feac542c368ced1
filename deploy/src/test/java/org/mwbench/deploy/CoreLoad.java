package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The machine loaded on purpose, so that a test shows latency-ping passing on a machine whose
 * load average is 30: busy shell loops that hold the one-minute load average near a target. A
 * regulator looks every few seconds at how many threads are runnable now ({@code /proc/loadavg}'s
 * fourth field, which the load average is the one-minute mean of), adds loops while they are fewer
 * than the target and ends loops while they are more, so a quiet CI machine gets the whole target
 * and a machine other suites load is not loaded past it (a fixed count taken from one reading at
 * the start brought a suite whose neighbours then got busy to a load of 150). It reads the
 * runnable count, not the load average, because the average lags a minute: regulated on it, the
 * loops kept growing long after the target was reached. Each loop is bounded by coreutils'
 * {@code timeout}, so one left behind by a test JVM that died still ends by itself; {@link #close}
 * ends them all at once.
 */
final class CoreLoad implements AutoCloseable {
    private static final long LOOK_EVERY_MILLIS = 3_000;
    private final Deque<Process> loops = new ArrayDeque<>();
    private final double target;
    private final long endNanos;
    private final Thread regulator;
    private final double loadBefore;
    private volatile int mostLoops;
    private volatile boolean closed;

    private CoreLoad(double target, Duration atMost) throws IOException {
        this.target = target;
        this.endNanos = System.nanoTime() + atMost.toNanos();
        this.loadBefore = loadAverage();
        regulator = new Thread(this::regulate, "core-load-regulator");
        regulator.setDaemon(true);
    }

    /** Holds the load average near {@code target} for {@code atMost}, with busy loops. */
    static CoreLoad upTo(double target, Duration atMost) throws IOException {
        CoreLoad load = new CoreLoad(target, atMost);
        load.regulator.start();
        return load;
    }

    private void regulate() {
        try {
            while (!closed && System.nanoTime() - endNanos < 0) {
                int now = runnable();
                synchronized (loops) {
                    loops.removeIf(loop -> !loop.isAlive());
                    // steps of a few loops, since one reading of the runnable count is noisy
                    long gap = Math.round(Math.min(Math.abs(target - now), 4));
                    if (now < target) {
                        for (int i = 0; i < gap && !closed; i++) {
                            long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(endNanos - System.nanoTime()));
                            loops.add(new ProcessBuilder("timeout", Long.toString(seconds), "sh", "-c", "while :; do :; done")
                                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
                        }
                    } else if (now > target + 2) {
                        for (int i = 0; i < gap && !loops.isEmpty(); i++) {
                            end(loops.removeLast());
                        }
                    }
                    mostLoops = Math.max(mostLoops, loops.size());
                }
                Thread.sleep(LOOK_EVERY_MILLIS);
            }
        } catch (IOException | InterruptedException e) {
            // the load is an aid to the test, never its failure
        } finally {
            stopAll();
        }
    }

    /** "at most 24 busy loop(s), from a load average of 6.1 toward 30": what the test prints. */
    String summary() {
        return String.format(Locale.ROOT, "at most %d busy loop(s), from a load average of %.1f toward %.0f", mostLoops,
                loadBefore, target);
    }

    @Override
    public void close() throws InterruptedException {
        closed = true;
        regulator.interrupt();
        regulator.join(TimeUnit.SECONDS.toMillis(30));
        stopAll();
    }

    private void stopAll() {
        synchronized (loops) {
            for (Process loop : loops) {
                end(loop);
            }
            for (Process loop : loops) {
                try {
                    loop.waitFor(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            loops.clear();
        }
    }

    /**
     * Ends a loop: its shell first, since killing {@code timeout} with SIGKILL leaves its child
     * running, orphaned and no longer bounded.
     */
    private static void end(Process loop) {
        loop.descendants().forEach(ProcessHandle::destroyForcibly);
        loop.destroyForcibly();
    }

    /** Threads runnable now, this JVM's reading thread among them: the numerator of {@code /proc/loadavg}'s fourth field. */
    private static int runnable() throws IOException {
        String entities = Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).split("\\s+")[3];
        return Integer.parseInt(entities.substring(0, entities.indexOf('/')));
    }

    private static double loadAverage() throws IOException {
        return Double.parseDouble(Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).split("\\s+")[0]);
    }
}
