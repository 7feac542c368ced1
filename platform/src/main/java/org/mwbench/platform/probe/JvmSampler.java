package org.mwbench.platform.probe;

import java.io.IOException;
import java.util.List;

/**
 * A JVM's figures ({@link JvmFigures}): heap used and committed in MB, the collections and their
 * ms since the previous sample, live threads, loaded classes, and the process's CPU since the
 * previous sample in percent of all the host's cores (as every blade's {@code cpu_pct}).
 */
final class JvmSampler implements ProbeSampler {
    private static final double BYTES_PER_MB = 1024.0 * 1024;

    private final JvmTarget target;
    private final int cores = Runtime.getRuntime().availableProcessors();
    private JvmFigures last;
    private long lastNanos;

    JvmSampler(JvmTarget target, long nanoTime) throws IOException {
        this.target = target;
        this.last = target.read();
        this.lastNanos = nanoTime;
    }

    @Override
    public List<String> columns() {
        return List.of("heap_used_mb", "heap_committed_mb", "gcs", "gc_ms", "threads", "classes", "cpu_pct");
    }

    @Override
    public List<String> liveColumns() {
        return List.of("heap_used_mb", "gc_ms", "threads");
    }

    @Override
    public double[] sample(long nanoTime) throws IOException {
        JvmFigures now = target.read();
        long elapsed = nanoTime - lastNanos;
        double cpu = now.processCpuNanos() < 0 || last.processCpuNanos() < 0 || elapsed <= 0 ? Double.NaN
                : Rates.percent(now.processCpuNanos() - last.processCpuNanos(), (double) elapsed * cores);
        double[] values = {Rates.round(now.heapUsed() / BYTES_PER_MB), Rates.round(now.heapCommitted() / BYTES_PER_MB),
            now.gcCount() - last.gcCount(), now.gcTimeMs() - last.gcTimeMs(), now.threads(), now.loadedClasses(), cpu};
        last = now;
        lastNanos = nanoTime;
        return values;
    }

    @Override
    public void close() {
        target.close();
    }
}
