package org.mwbench.platform.hosts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a device's counters from {@code /proc/self/net/dev}, which shows the network namespace
 * of the reading process. That is why it, and not {@code /sys/class/net}, is read from inside
 * an emulated host: sysfs shows the namespace of whoever mounted it, which for a process not
 * started by {@code ip netns exec} may be the machine's own.
 */
public final class ProcNetDev {
    /** The calling process's own namespace. */
    public static final Path OWN = Path.of("/proc/self/net/dev");

    /** After "dev:": 8 receive fields (bytes, packets first), then 8 transmit fields (bytes, packets first). */
    private static final int RECEIVED_BYTES = 0;
    private static final int RECEIVED_PACKETS = 1;
    private static final int SENT_BYTES = 8;
    private static final int SENT_PACKETS = 9;
    private static final int FIELDS = 16;

    private ProcNetDev() {
    }

    /** The counters of {@code device} in this process's namespace. */
    public static DeviceCounters read(String device) throws IOException {
        return parse(Files.readString(OWN, StandardCharsets.US_ASCII), device);
    }

    /**
     * The counters of {@code device} in the text of a {@code /proc/net/dev} file.
     *
     * @throws IllegalArgumentException the device is not there, or its line is not the kernel's format
     */
    public static DeviceCounters parse(String text, String device) {
        long[] fields = fields(text).get(device);
        if (fields == null) {
            throw new IllegalArgumentException("no device " + device + " in /proc/net/dev");
        }
        return new DeviceCounters(fields[SENT_BYTES], fields[SENT_PACKETS], fields[RECEIVED_BYTES],
                fields[RECEIVED_PACKETS]);
    }

    /**
     * Every device's 16 counters in the text of a {@code /proc/net/dev} file, by device name in
     * the file's order: receive bytes, packets, errs, drop, fifo, frame, compressed, multicast,
     * then transmit bytes, packets, errs, drop, fifo, colls, carrier, compressed.
     *
     * @throws IllegalArgumentException a device's line is not the kernel's format
     */
    public static java.util.Map<String, long[]> fields(String text) {
        java.util.Map<String, long[]> devices = new java.util.LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0 || line.contains("|")) {
                continue; // the two header lines
            }
            String device = line.substring(0, colon).strip();
            String[] fields = line.substring(colon + 1).strip().split("\\s+");
            if (fields.length < FIELDS) {
                throw new IllegalArgumentException("device " + device + " has " + fields.length + " counters in "
                        + "/proc/net/dev, expected " + FIELDS + ": " + line.strip());
            }
            long[] counters = new long[FIELDS];
            try {
                for (int i = 0; i < FIELDS; i++) {
                    counters[i] = Long.parseLong(fields[i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("device " + device + " has a counter that is not a number in "
                        + "/proc/net/dev: " + line.strip());
            }
            devices.put(device, counters);
        }
        return devices;
    }
}
