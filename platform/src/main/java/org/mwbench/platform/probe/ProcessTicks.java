package org.mwbench.platform.probe;

/** The CPU a process used so far, from its {@code /proc/PID/stat}: utime + stime, in clock ticks. */
final class ProcessTicks {
    private ProcessTicks() {
    }

    /**
     * The fields after the command (which is in parentheses and may hold spaces and parentheses, so
     * the text is cut at the last ')') start with the state, field 3; utime and stime are fields 14 and 15.
     *
     * @throws IllegalArgumentException the text is not in the kernel's format
     */
    static long parse(String stat) {
        int close = stat.lastIndexOf(')');
        if (close < 0) {
            throw new IllegalArgumentException("no ')' after the command: " + stat);
        }
        String[] fields = stat.substring(close + 1).strip().split("\\s+");
        if (fields.length < 13) {
            throw new IllegalArgumentException("too few fields after the command: " + stat);
        }
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }
}
