package org.mwbench.contract.middleware;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The thread factory of a server's pools: daemon threads, so that a server left open never keeps
 * a JVM alive, named with the pool's prefix and a number from 1, so that a thread dump says whose
 * each thread is. One place for it, rather than the same factory in each server module.
 */
public final class DaemonThreads {

    private DaemonThreads() {
    }

    /** Daemon threads named {@code prefix + 1}, {@code prefix + 2} and so on, in the order made. */
    public static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
