package org.mwbench.platform.probe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What one sample of each probe family costs in CPU on this machine, measured as the probe
 * measures itself ({@link ProbeCost}: the thread's CPU clock around one read of the source, the
 * row made, written and flushed), after a warm-up so that the JIT has compiled the path. The
 * figures are printed (the platform README quotes them); the bound asserted is loose, a probe
 * that cost a millisecond a sample would be a regression.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ProbeCostTest {
    private static final int WARMUP = 1000;
    private static final int SAMPLES = 1000;
    private static final double BOUND_US = 1000;

    @TempDir
    Path dir;

    @Test
    void eachFamilysSampleCostsLittleCpu() throws Exception {
        Map<String, ProbeSampler> samplers = new LinkedHashMap<>();
        long now = System.nanoTime();
        samplers.put("cpu", new CpuSampler(TextSource.proc("/proc/stat")));
        samplers.put("memory", new MemorySampler(TextSource.proc("/proc/meminfo")));
        samplers.put("network", new NetworkSampler(TextSource.proc("/proc/self/net/dev"), null, now));
        samplers.put("disk", new DiskSampler(TextSource.proc("/proc/diskstats"), DiskSampler.devicesOf(null), now));
        samplers.put("jvm (own)", new JvmSampler(JvmTarget.own(), now));
        Process child = IdleJvm.start();
        try {
            samplers.put("jvm (server's JVM, JMX)", new JvmSampler(JvmTarget.attach(child.toHandle(), "idle"), now));
            StringBuilder report = new StringBuilder("probe costs, CPU per sample (and % of one core at "
                    + ProbeSettings.DEFAULT_PERIOD_MILLIS + " ms):\n");
            for (Map.Entry<String, ProbeSampler> family : samplers.entrySet()) {
                double micros = microsPerSample(family.getValue());
                report.append(String.format(java.util.Locale.ROOT, "  %-24s %8.1f µs  %.4f%%%n", family.getKey(), micros,
                        micros / (ProbeSettings.DEFAULT_PERIOD_MILLIS * 1e3) * 100));
                assertTrue(micros < BOUND_US, family.getKey() + ": " + micros + " µs per sample");
                family.getValue().close();
            }
            System.out.print(report);
        } finally {
            child.destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The probe's own path: sample, row, write, flush, timed by {@link ProbeCost}. */
    private double microsPerSample(ProbeSampler sampler) throws IOException {
        try (Writer out = new BufferedWriter(Files.newBufferedWriter(dir.resolve("probe")))) {
            for (int i = 0; i < WARMUP; i++) {
                out.write(ProbeBlade.row(i, sampler.sample(System.nanoTime())));
            }
            ProbeCost cost = new ProbeCost();
            for (int i = 0; i < SAMPLES; i++) {
                cost.begin();
                out.write(ProbeBlade.row(i, sampler.sample(System.nanoTime())));
                out.flush();
                cost.end();
            }
            return cost.microsPerSample();
        }
    }

    /** A JVM that does nothing for a minute, for the jvm probe to attach to as it does to a server's. */
    static final class IdleJvm {
        public static void main(String[] args) throws InterruptedException {
            Thread.sleep(60_000);
        }

        static Process start() throws IOException, InterruptedException {
            Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx64m", "-cp", System.getProperty("java.class.path"), IdleJvm.class.getName())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            Thread.sleep(1000); // the attach listener answers once the JVM is up
            return process;
        }
    }
}
