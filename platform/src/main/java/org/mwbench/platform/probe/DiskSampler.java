package org.mwbench.platform.probe;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A disk's traffic since the previous sample, from {@code /proc/diskstats}: kB/s and
 * operations/s each way, and busy, the share of the time the device had I/O in flight. Without
 * a device, every disk with a device behind it ({@code /sys/block/NAME/device}: not loop, RAM or
 * device-mapper volumes, which would count the same bytes twice), summed; busy is then the
 * busiest one's.
 */
final class DiskSampler implements ProbeSampler {
    private static final double SECTOR_KB = 0.5;

    private final TextSource source;
    private final List<String> devices;
    private Map<String, long[]> last;
    private long lastNanos;

    /** @param devices the devices to read, each present in the source's first text */
    DiskSampler(TextSource source, List<String> devices, long nanoTime) throws IOException {
        this.source = source;
        this.devices = List.copyOf(devices);
        this.last = DiskStats.parse(source.read());
        for (String device : devices) {
            if (!last.containsKey(device)) {
                throw new IOException("no disk '" + device + "' in /proc/diskstats (it has " + last.keySet() + ")");
            }
        }
        lastNanos = nanoTime;
    }

    /** The device named, or else the host's disks with a device behind them. */
    static List<String> devicesOf(String named) throws IOException {
        if (named != null) {
            return List.of(named);
        }
        try (var blocks = Files.list(Path.of("/sys/block"))) {
            List<String> disks = blocks.filter(block -> Files.exists(block.resolve("device")))
                    .map(block -> block.getFileName().toString()).sorted().toList();
            if (disks.isEmpty()) {
                throw new IOException("no disk with a device behind it in /sys/block: name one");
            }
            return disks;
        }
    }

    @Override
    public List<String> columns() {
        return List.of("read_kb_s", "write_kb_s", "reads_s", "writes_s", "busy_pct");
    }

    @Override
    public List<String> liveColumns() {
        return List.of("read_kb_s", "write_kb_s", "busy_pct");
    }

    @Override
    public double[] sample(long nanoTime) throws IOException {
        Map<String, long[]> now = DiskStats.parse(source.read());
        long elapsed = nanoTime - lastNanos;
        double[] values = new double[5];
        for (String device : devices) {
            long[] a = last.get(device);
            long[] b = now.get(device);
            if (a == null || b == null) {
                throw new IOException("disk '" + device + "' is gone from /proc/diskstats");
            }
            values[0] += Rates.perSecond(b[DiskStats.SECTORS_READ] - a[DiskStats.SECTORS_READ], elapsed) * SECTOR_KB;
            values[1] += Rates.perSecond(b[DiskStats.SECTORS_WRITTEN] - a[DiskStats.SECTORS_WRITTEN], elapsed) * SECTOR_KB;
            values[2] += Rates.perSecond(b[DiskStats.READS] - a[DiskStats.READS], elapsed);
            values[3] += Rates.perSecond(b[DiskStats.WRITES] - a[DiskStats.WRITES], elapsed);
            values[4] = Math.max(values[4], Math.min(100, Rates.percent(b[DiskStats.MS_DOING_IO] - a[DiskStats.MS_DOING_IO],
                    elapsed / 1e6)));
        }
        last = now;
        lastNanos = nanoTime;
        for (int i = 0; i < values.length; i++) {
            values[i] = Rates.round(values[i]);
        }
        return values;
    }
}
