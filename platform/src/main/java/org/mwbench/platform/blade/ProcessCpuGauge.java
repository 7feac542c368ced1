package org.mwbench.platform.blade;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * The CPU the blade's JVM used since the previous reading, in percent of all the host's
 * cores (100 = every core busy). Every blade publishes it, so that a run shows which side
 * saturates first: an injector near 100% measures itself, not the server. The JVM's CPU
 * counts all its threads: blades sharing a JVM show the same figure. A runner that wants the
 * CPU of a window of its own (a plateau) makes one at the window's start and reads it once at
 * its end.
 */
public final class ProcessCpuGauge implements LongSupplier {
    /** The name the gauge is published and stored under. */
    static final String NAME = "cpu_pct";

    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final int cores = Runtime.getRuntime().availableProcessors();
    private long lastCpuNanos = os.getProcessCpuTime();
    private long lastWallNanos = System.nanoTime();

    @Override
    public synchronized long getAsLong() {
        long cpu = os.getProcessCpuTime();
        long wall = System.nanoTime();
        long elapsed = wall - lastWallNanos;
        long used = cpu - lastCpuNanos;
        lastCpuNanos = cpu;
        lastWallNanos = wall;
        if (elapsed <= 0 || cpu < 0) {
            return 0; // no time passed, or the platform cannot tell
        }
        return Math.round(100.0 * used / ((double) elapsed * cores));
    }

    /** The cores the percentages are of: those this JVM may run on (a CPU set pins it to fewer). */
    public int cores() {
        return cores;
    }
}
