package org.mwbench.platform.plugin;

/** A think time: how long the user waits before going on, in ns. */
@FunctionalInterface
public interface Timer {
    long delayNanos();
}
