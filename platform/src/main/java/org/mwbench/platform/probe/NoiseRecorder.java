package org.mwbench.platform.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Watches the machine while a run measures, for its {@link RunNoise}: a loopback probe and a
 * {@code /proc/stat} reading at {@link #start}, one reading a second of every JVM of this run
 * (this process and its descendants: local blades' JVMs, emulated hosts' agents), and a loopback
 * probe and a {@code /proc/stat} reading at {@link #finish}. The CPU of a run JVM is the sum
 * over the seconds it was seen of what it used, so a JVM that starts or ends within the window
 * counts for the part it was seen (up to one second of it may be missed at its end). Nothing
 * here may fail a run: a figure that cannot be read is NaN.
 */
public final class NoiseRecorder implements AutoCloseable {
    /** Round trips the loopback probe times: about 0.1 s on an idle machine, and a median and p99 that hold still. */
    public static final int ROUND_TRIPS = 2000;
    private static final Duration ROUND_TRIP_TIMEOUT = Duration.ofSeconds(5);
    private static final long SAMPLE_MILLIS = 1000;

    /** Reads a {@code /proc} file's text; throws when it cannot. */
    @FunctionalInterface
    interface Proc {
        String read(String path) throws IOException;
    }

    /** Takes the loopback probe. */
    @FunctionalInterface
    interface RoundTrips {
        LoopbackRoundTrip.Result measure() throws IOException;
    }

    private final Proc proc;
    private final Supplier<List<Long>> runPids;
    private final RoundTrips roundTrips;
    private final int cores;
    private final LoopbackRoundTrip.Result rttStart;
    private final CpuTimes cpuStart;
    private final double loadStart;
    private final long startNanos;
    /** Per run JVM: its CPU ticks when first seen in the window, and when last seen. */
    private final Map<Long, long[]> runTicks = new HashMap<>();
    private double loadMax;
    private final Thread sampler;
    private volatile boolean finished;

    NoiseRecorder(Proc proc, Supplier<List<Long>> runPids, RoundTrips roundTrips, int cores) {
        this.proc = proc;
        this.runPids = runPids;
        this.roundTrips = roundTrips;
        this.cores = cores;
        this.rttStart = roundTrip();
        this.cpuStart = cpuTimes();
        this.loadStart = load();
        this.loadMax = loadStart;
        this.startNanos = System.nanoTime();
        sampleRunJvms(true);
        sampler = new Thread(this::sampleEverySecond, "mwbench-noise");
        sampler.setDaemon(true);
        sampler.start();
    }

    /** Starts watching this machine: the real {@code /proc}, this process and its descendants, 2000 loopback round trips. */
    public static NoiseRecorder start() {
        return new NoiseRecorder(path -> Files.readString(Path.of(path), StandardCharsets.US_ASCII),
                NoiseRecorder::thisRunsPids, () -> LoopbackRoundTrip.measure(ROUND_TRIPS, ROUND_TRIP_TIMEOUT),
                Runtime.getRuntime().availableProcessors());
    }

    private static List<Long> thisRunsPids() {
        ProcessHandle self = ProcessHandle.current();
        return Stream.concat(Stream.of(self), self.descendants()).map(ProcessHandle::pid).toList();
    }

    /** Stops watching and gives what was seen; a second call gives NaN for the CPU, so call it once. */
    public RunNoise finish() {
        close();
        synchronized (runTicks) {
            sampleRunJvms(false);
        }
        double load = load();
        double loadMaxSeen;
        synchronized (runTicks) {
            loadMaxSeen = maxOf(loadMax, load);
        }
        CpuTimes cpuEnd = cpuTimes();
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        LoopbackRoundTrip.Result rttEnd = roundTrip();
        double busyCores = Double.NaN;
        double stealPct = Double.NaN;
        double runCores = Double.NaN;
        double otherCores = Double.NaN;
        if (cpuStart != null && cpuEnd != null && cpuEnd.total() > cpuStart.total()) {
            // every share is of the machine's ticks over the window, so no clock-tick rate is assumed
            double total = cpuEnd.total() - cpuStart.total();
            double steal = cpuEnd.steal() - cpuStart.steal();
            double busy = cpuEnd.busy() - cpuStart.busy() - steal;
            double run;
            synchronized (runTicks) {
                run = runTicks.values().stream().mapToLong(ticks -> ticks[1] - ticks[0]).sum();
            }
            busyCores = busy / total * cores;
            stealPct = steal / total * 100;
            runCores = Math.min(run, busy) / total * cores;
            otherCores = Math.max(0, busy - run) / total * cores;
        }
        return new RunNoise(cores, seconds, loadStart, load, loadMaxSeen, busyCores, stealPct, runCores, otherCores,
                rttStart, rttEnd);
    }

    @Override
    public void close() {
        finished = true;
        sampler.interrupt();
        try {
            sampler.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void sampleEverySecond() {
        while (!finished) {
            try {
                Thread.sleep(SAMPLE_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            double load = load();
            synchronized (runTicks) {
                sampleRunJvms(false);
                loadMax = maxOf(loadMax, load);
            }
        }
    }

    /** @param atStart whether the JVMs seen count from now (at the start) or from their own start (new in the window) */
    private void sampleRunJvms(boolean atStart) {
        for (long pid : runPids.get()) {
            long ticks = processTicks(pid);
            if (ticks < 0) {
                continue;
            }
            long[] seen = runTicks.get(pid);
            if (seen == null) {
                runTicks.put(pid, new long[] {atStart ? ticks : 0, ticks});
            } else {
                seen[1] = Math.max(seen[1], ticks);
            }
        }
    }

    /** utime + stime of a process, in clock ticks as {@code /proc/stat} counts them; -1 when it cannot be read. */
    private long processTicks(long pid) {
        try {
            return ProcessTicks.parse(proc.read("/proc/" + pid + "/stat"));
        } catch (IOException | RuntimeException e) {
            return -1; // ended meanwhile, or no /proc
        }
    }

    private CpuTimes cpuTimes() {
        try {
            return CpuTimes.parse(proc.read("/proc/stat"));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private double load() {
        try {
            return Double.parseDouble(proc.read("/proc/loadavg").trim().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    private LoopbackRoundTrip.Result roundTrip() {
        try {
            return roundTrips.measure();
        } catch (IOException | RuntimeException e) {
            return new LoopbackRoundTrip.Result(Double.NaN, Double.NaN, 0);
        }
    }

    private static double maxOf(double a, double b) {
        return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
    }
}
