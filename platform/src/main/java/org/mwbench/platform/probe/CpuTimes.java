package org.mwbench.platform.probe;

/**
 * The machine's CPU time so far, from the {@code cpu} line of {@code /proc/stat}, in clock
 * ticks summed over all cores. Guest time is already inside user and nice, so it is not
 * added again.
 */
record CpuTimes(long user, long nice, long system, long idle, long iowait, long irq, long softirq, long steal) {

    long total() {
        return user + nice + system + idle + iowait + irq + softirq + steal;
    }

    /** Ticks in which a core ran something: all but idle and I/O wait. */
    long busy() {
        return total() - idle - iowait;
    }

    /**
     * @throws IllegalArgumentException the text has no {@code cpu} line in the kernel's format
     */
    static CpuTimes parse(String procStat) {
        for (String line : procStat.split("\n")) {
            if (!line.startsWith("cpu ")) {
                continue;
            }
            String[] fields = line.substring(4).strip().split("\\s+");
            if (fields.length < 8) {
                throw new IllegalArgumentException("/proc/stat's cpu line has " + fields.length
                        + " fields, expected at least 8: " + line);
            }
            long[] v = new long[8];
            try {
                for (int i = 0; i < v.length; i++) {
                    v[i] = Long.parseLong(fields[i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("/proc/stat's cpu line has a field that is not a number: " + line);
            }
            return new CpuTimes(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
        }
        throw new IllegalArgumentException("/proc/stat has no 'cpu' line");
    }
}
