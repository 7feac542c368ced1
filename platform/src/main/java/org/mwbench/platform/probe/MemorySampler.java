package org.mwbench.platform.probe;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The host's memory from {@code /proc/meminfo}, in MB: used is total minus available (the
 * kernel's own estimate of what could be had without swapping, so reclaimable cache is not
 * "used"), as a percentage too; free, available and page cache; swap in use.
 */
final class MemorySampler implements ProbeSampler {
    private static final double KB_PER_MB = 1024;
    private final TextSource source;

    MemorySampler(TextSource source) throws IOException {
        this.source = source;
        sample(System.nanoTime()); // fails at init on a kernel without MemAvailable
    }

    @Override
    public List<String> columns() {
        return List.of("used_pct", "used_mb", "free_mb", "available_mb", "cached_mb", "swap_used_mb");
    }

    @Override
    public List<String> liveColumns() {
        return List.of("used_pct", "used_mb");
    }

    @Override
    public double[] sample(long nanoTime) throws IOException {
        Map<String, Long> kb = MemInfo.parse(source.read());
        long total = MemInfo.require(kb, "MemTotal");
        long available = MemInfo.require(kb, "MemAvailable");
        long used = total - available;
        long swapUsed = kb.getOrDefault("SwapTotal", 0L) - kb.getOrDefault("SwapFree", 0L);
        return new double[] {Rates.percent(used, total), mb(used), mb(MemInfo.require(kb, "MemFree")), mb(available),
            mb(kb.getOrDefault("Cached", 0L) + kb.getOrDefault("Buffers", 0L)), mb(swapUsed)};
    }

    private static double mb(long kb) {
        return Rates.round(kb / KB_PER_MB);
    }
}
