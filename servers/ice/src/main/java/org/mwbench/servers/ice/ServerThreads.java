package org.mwbench.servers.ice;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The dispatch threads of one server communicator, tracked through Ice's thread start and
 * stop hooks (once per thread, never per call), so that closing a server whose servant is
 * stuck can interrupt them.
 */
final class ServerThreads {
    /** Ice names its server pool's threads {@code [<program>-]Ice.ThreadPool.Server-<n>}. */
    private static final String SERVER_POOL = "Ice.ThreadPool.Server";

    private final Set<Thread> dispatchers = ConcurrentHashMap.newKeySet();

    /** For {@code InitializationData.threadStart}: runs in each new Ice thread. */
    void started() {
        Thread thread = Thread.currentThread();
        if (thread.getName().contains(SERVER_POOL)) {
            dispatchers.add(thread);
        }
    }

    /** For {@code InitializationData.threadStop}: runs in each Ice thread as it ends. */
    void stopped() {
        dispatchers.remove(Thread.currentThread());
    }

    /** Interrupts the server pool's threads that are still alive; returns how many. */
    int interrupt() {
        int interrupted = 0;
        for (Thread thread : dispatchers) {
            if (thread.isAlive()) {
                thread.interrupt();
                interrupted++;
            }
        }
        return interrupted;
    }
}
