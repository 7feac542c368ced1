package org.mwbench.platform.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.storage.StoredFiles;

/**
 * What a run records of the machine's noise: CPU shares from fixed {@code /proc} texts (so the
 * figures are worked by hand), the thresholds that make a run noisy, the file's round trip, and
 * a real loopback probe (checked for its shape, never for its speed).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RunNoiseTest {
    @TempDir
    Path dir;

    /** /proc/stat's cpu line: user nice system idle iowait irq softirq steal. */
    private static String stat(long user, long idle, long steal) {
        return "cpu  " + user + " 0 0 " + idle + " 0 0 0 " + steal + " 0 0\ncpu0 1 2 3 4 5 6 7 8\n";
    }

    private static String pidStat(long pid, long utime, long stime) {
        // a command with a space and a ')' in it, as a thread may be named
        return pid + " (java) x) S 1 1 1 0 -1 4194560 100 0 0 0 " + utime + " " + stime + " 0 0 20 0 30 0 100\n";
    }

    @Test
    void otherProcessesAreTheBusyTimeLessThisRunsJvmsAndSteal() {
        Map<String, String> proc = new HashMap<>();
        proc.put("/proc/stat", stat(1000, 1000, 0));
        proc.put("/proc/loadavg", "0.50 0.40 0.30 1/200 999\n");
        proc.put("/proc/10/stat", pidStat(10, 300, 100)); // the supervisor: 400 ticks before the window
        List<Long> pids = new java.util.ArrayList<>(List.of(10L));
        LoopbackRoundTrip.Result[] rtt = {new LoopbackRoundTrip.Result(20_000, 40_000, 2000)};
        NoiseRecorder recorder = new NoiseRecorder(path -> {
            String text = proc.get(path);
            if (text == null) {
                throw new NoSuchFileException(path);
            }
            return text;
        }, () -> pids, () -> rtt[0], 2);
        // over the window, 2 cores x 1000 ticks: 1300 busy, 600 idle, 100 stolen
        proc.put("/proc/stat", stat(1000 + 1300, 1000 + 600, 100));
        proc.put("/proc/10/stat", pidStat(10, 500, 200)); // +300 ticks
        pids.add(11L); // a blade JVM started within the window: all its 400 ticks count
        proc.put("/proc/11/stat", pidStat(11, 350, 50));
        proc.put("/proc/loadavg", "2.25 1.00 0.50 3/210 1000\n");
        rtt[0] = new LoopbackRoundTrip.Result(50_000, 90_000, 2000);
        RunNoise noise = recorder.finish();
        assertEquals(2, noise.cores());
        assertEquals(0.5, noise.loadStart());
        assertEquals(2.25, noise.loadEnd());
        assertEquals(2.25, noise.loadMax());
        assertEquals(5.0, noise.stealPct(), 1e-9, "100 of 2000 ticks");
        assertEquals(1.3, noise.busyCores(), 1e-9, "1300 busy of 2000 ticks on 2 cores");
        assertEquals(0.7, noise.runCores(), 1e-9, "300 + 400 ticks");
        assertEquals(0.6, noise.otherCores(), 1e-9, "1300 - 700 ticks");
        assertEquals(2.5, noise.rttRatio(), 1e-9);
        List<String> warnings = noise.warnings();
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("other processes used 0.60 core(s) on average"), warnings.toString());
        assertTrue(warnings.get(1).contains("from 20.0 µs at the start to 50.0 µs at the end (x2.5, over x2)"),
                warnings.toString());
    }

    @Test
    void aQuietRunHasNoWarningAndTheFileKeepsEveryFigure() throws IOException {
        LoopbackRoundTrip.Result rtt = new LoopbackRoundTrip.Result(21_000, 35_000, 2000);
        RunNoise quiet = new RunNoise(2, 30, 0.2, 1.1, 1.3, 1.0, 5.0, 0.95, 0.05, rtt,
                new LoopbackRoundTrip.Result(40_000, 60_000, 2000));
        assertEquals(List.of(), quiet.warnings(), "steal at 5% and x1.9 are at, not over, their thresholds");
        quiet.write(dir, StoredFiles.OWNER_ONLY);
        assertEquals(quiet, RunNoise.read(dir));
        assertNull(RunNoise.read(dir.resolve("nothing")), "a run of an older mwbench has no noise file");
        RunNoise unknown = new RunNoise(2, 1, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                Double.NaN, new LoopbackRoundTrip.Result(Double.NaN, Double.NaN, 0), rtt);
        assertEquals(List.of(), unknown.warnings(), "what could not be measured warns of nothing");
        assertTrue(Double.isNaN(unknown.rttRatio()));
    }

    @Test
    void withoutProcTheCpuFiguresAreUnknownAndTheRunGoesOn() {
        NoiseRecorder recorder = new NoiseRecorder(path -> {
            throw new NoSuchFileException(path);
        }, () -> List.of(1L), () -> {
            throw new IOException("no loopback");
        }, 4);
        RunNoise noise = recorder.finish();
        assertTrue(Double.isNaN(noise.stealPct()) && Double.isNaN(noise.otherCores()) && Double.isNaN(noise.loadMax()));
        assertTrue(Double.isNaN(noise.rttStart().medianNanos()));
    }

    @Test
    void theLoopbackProbeTimesEveryRoundTrip() throws IOException {
        LoopbackRoundTrip.Result result = LoopbackRoundTrip.measure(500, java.time.Duration.ofSeconds(10));
        assertEquals(500, result.count());
        assertTrue(result.medianNanos() > 0 && result.p99Nanos() >= result.medianNanos(), result.toString());
        assertEquals(3.0, LoopbackRoundTrip.percentile(new long[] {1, 2, 3, 4}, 50 + 25), 0);
        assertEquals(4.0, LoopbackRoundTrip.percentile(new long[] {1, 2, 3, 4}, 99), 0);
    }

    @Test
    void theRealRecorderSeesThisProcess() {
        try (NoiseRecorder recorder = NoiseRecorder.start()) {
            RunNoise noise = recorder.finish();
            assertEquals(Runtime.getRuntime().availableProcessors(), noise.cores());
            assertEquals(NoiseRecorder.ROUND_TRIPS, noise.rttEnd().count());
            if (java.nio.file.Files.exists(Path.of("/proc/stat"))) {
                assertTrue(noise.runCores() >= 0 && noise.otherCores() >= 0 && noise.stealPct() >= 0, noise.toString());
            }
        }
    }
}
