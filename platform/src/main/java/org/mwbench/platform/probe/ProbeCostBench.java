package org.mwbench.platform.probe;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.agent.ChildJvm;
import org.mwbench.platform.agent.ProcessCommandLine;

/**
 * What one sample of each probe family costs in CPU, measured as a probe measures itself
 * ({@link ProbeCost}: the thread's CPU clock around one read of the source, the row made,
 * written and flushed). This is a benchmark, not a test: its figures depend on the machine and
 * on what else runs there, so they are printed with their spread and never asserted against.
 *
 * <p>Measurement pitfalls handled here: the first samples run interpreted, so each family is
 * warmed up before it is timed; one round can land on a busy moment of a shared machine, so
 * several rounds are timed and their minimum, median and maximum reported (the minimum is the
 * cost with the least interference, the median the typical one); and the jvm family is timed
 * both on its own JVM and over JMX against another JVM, as a probe of a server blade's JVM does.
 */
public final class ProbeCostBench {
    /** One family's CPU per sample over the rounds, in microseconds. */
    public record Row(String family, int samplesPerRound, double minMicros, double medianMicros, double maxMicros) {
        /** The median's share of one core at the probes' default period. */
        public double oneCorePercent() {
            return medianMicros / (ProbeSettings.DEFAULT_PERIOD_MILLIS * 1e3) * 100;
        }
    }

    private final int warmup;
    private final int samplesPerRound;
    private final int rounds;

    public ProbeCostBench(int warmup, int samplesPerRound, int rounds) {
        if (warmup < 0 || samplesPerRound < 1 || rounds < 1) {
            throw new IllegalArgumentException("warm-up must be 0 or more, samples and rounds 1 or more");
        }
        this.warmup = warmup;
        this.samplesPerRound = samplesPerRound;
        this.rounds = rounds;
    }

    /** Every family, in the order a report lists them; {@code workDir} takes the rows written. */
    public List<Row> measure(Path workDir) throws IOException, InterruptedException {
        List<Row> rows = new ArrayList<>();
        long now = System.nanoTime();
        Map<String, ProbeSampler> samplers = new LinkedHashMap<>();
        samplers.put("cpu", new CpuSampler(TextSource.proc("/proc/stat")));
        samplers.put("memory", new MemorySampler(TextSource.proc("/proc/meminfo")));
        samplers.put("network", new NetworkSampler(TextSource.proc("/proc/self/net/dev"), null, now));
        samplers.put("disk", new DiskSampler(TextSource.proc("/proc/diskstats"), DiskSampler.devicesOf(null), now));
        samplers.put("jvm (own)", new JvmSampler(JvmTarget.own(), now));
        for (Map.Entry<String, ProbeSampler> family : samplers.entrySet()) {
            try (ProbeSampler sampler = family.getValue()) {
                rows.add(measure(family.getKey(), sampler, workDir));
            }
        }
        Process child = IdleJvm.start();
        try (ProbeSampler overJmx = new JvmSampler(JvmTarget.attach(child.toHandle(), "idle"), now)) {
            rows.add(measure("jvm (another JVM, JMX)", overJmx, workDir));
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
        return rows;
    }

    private Row measure(String family, ProbeSampler sampler, Path workDir) throws IOException {
        double[] micros = new double[rounds];
        try (Writer out = new BufferedWriter(Files.newBufferedWriter(workDir.resolve("probe")))) {
            for (int i = 0; i < warmup; i++) {
                out.write(ProbeBlade.row(i, sampler.sample(System.nanoTime())));
            }
            for (int round = 0; round < rounds; round++) {
                ProbeCost cost = new ProbeCost();
                for (int i = 0; i < samplesPerRound; i++) {
                    cost.begin();
                    out.write(ProbeBlade.row(i, sampler.sample(System.nanoTime())));
                    out.flush();
                    cost.end();
                }
                micros[round] = cost.microsPerSample();
            }
        }
        Arrays.sort(micros);
        return new Row(family, samplesPerRound, micros[0], micros[rounds / 2], micros[rounds - 1]);
    }

    /** A JVM that does nothing, for the jvm probe to attach to as it does to a server's JVM. */
    public static final class IdleJvm {
        /** Long enough for any bench; the bench ends it as soon as it is measured. */
        private static final long LIFETIME_MILLIS = TimeUnit.MINUTES.toMillis(10);

        public static void main(String[] args) throws InterruptedException {
            System.out.println("ready");
            System.out.flush();
            Thread.sleep(LIFETIME_MILLIS);
        }

        static Process start() throws IOException, InterruptedException {
            Process process = ProcessCommandLine.withThisClassPath(new ProcessBuilder(ChildJvm.javaBinary(),
                    "-Xmx64m", IdleJvm.class.getName()))
                    .redirectErrorStream(true).start();
            // Its "ready" line says main runs, so the attach listener can be started on request. Lines
            // before it are the JVM's own (JAVA_TOOL_OPTIONS makes it say "Picked up ..." first).
            java.io.BufferedReader out = process.inputReader();
            for (String line = out.readLine(); !"ready".equals(line); line = out.readLine()) {
                if (line == null) {
                    throw new IOException("the idle JVM for the jvm probe ended before it started: exit "
                            + process.waitFor());
                }
            }
            process.getInputStream().close();
            return process;
        }
    }
}
