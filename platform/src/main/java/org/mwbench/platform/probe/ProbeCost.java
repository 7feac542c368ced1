package org.mwbench.platform.probe;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What a probe's own sampling costs: the CPU time its thread spent reading, computing and
 * writing, per sample, from the thread's CPU clock ({@link ThreadMXBean#getCurrentThreadCpuTime}),
 * and that as a share of one core at the probe's period. Kept on the probe's thread only.
 */
final class ProbeCost {
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final boolean measured = threads.isCurrentThreadCpuTimeSupported();
    private long samples;
    private long cpuNanos;
    private long begin;

    /** Called on the probe's thread before a sample. */
    void begin() {
        begin = measured ? threads.getCurrentThreadCpuTime() : 0;
    }

    /** Called on the probe's thread after a sample is stored. */
    void end() {
        samples++;
        cpuNanos += measured ? threads.getCurrentThreadCpuTime() - begin : 0;
    }

    long samples() {
        return samples;
    }

    double microsPerSample() {
        return samples == 0 || !measured ? Double.NaN : cpuNanos / 1e3 / samples;
    }

    /** The probe's CPU as a share of one core: its CPU per sample over its period. */
    double oneCorePercent(long periodMillis) {
        return microsPerSample() / (periodMillis * 1e3) * 100;
    }

    String row(String family, long periodMillis) {
        return family + "," + samples + "," + periodMillis + "," + cpuNanos + ","
                + String.format(java.util.Locale.ROOT, "%.2f,%.5f", microsPerSample(), oneCorePercent(periodMillis));
    }

    String describe(long periodMillis) {
        if (!measured) {
            return samples + " samples every " + periodMillis + " ms (this JVM cannot measure a thread's CPU)";
        }
        return String.format(java.util.Locale.ROOT,
                "%d samples every %d ms; its own CPU: %.1f µs per sample, %.4f%% of one core", samples, periodMillis,
                microsPerSample(), oneCorePercent(periodMillis));
    }
}
