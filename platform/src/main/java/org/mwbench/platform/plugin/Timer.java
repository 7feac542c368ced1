package org.mwbench.platform.plugin;

/** A think time: how long the user waits before going on, in ns. */
@FunctionalInterface
public interface Timer {
    /** @throws Exception a parameter read per call (one holding a variable) was bad */
    long delayNanos() throws Exception;
}
