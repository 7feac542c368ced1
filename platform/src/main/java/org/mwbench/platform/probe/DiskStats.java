package org.mwbench.platform.probe;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code /proc/diskstats}: per device, its counters after major, minor and name. The probe uses
 * the first ten: reads completed, reads merged, sectors read, ms reading, writes completed,
 * writes merged, sectors written, ms writing, I/Os in progress, ms doing I/O. A sector is 512
 * bytes there, whatever the device's own sector size.
 */
final class DiskStats {
    static final int READS = 0;
    static final int SECTORS_READ = 2;
    static final int WRITES = 4;
    static final int SECTORS_WRITTEN = 6;
    static final int MS_DOING_IO = 9;
    private static final int FIELDS = 10;

    private DiskStats() {
    }

    /**
     * @throws IllegalArgumentException a line is not the kernel's format
     */
    static Map<String, long[]> parse(String text) {
        Map<String, long[]> devices = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.strip().split("\\s+");
            if (fields.length < 3 + FIELDS) {
                throw new IllegalArgumentException("/proc/diskstats line has " + fields.length
                        + " fields, expected at least " + (3 + FIELDS) + ": " + line.strip());
            }
            long[] counters = new long[FIELDS];
            try {
                for (int i = 0; i < FIELDS; i++) {
                    counters[i] = Long.parseLong(fields[3 + i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("/proc/diskstats line has a counter that is not a number: "
                        + line.strip());
            }
            devices.put(fields[2], counters);
        }
        return devices;
    }
}
