package org.mwbench.platform.security;

import java.io.Closeable;
import java.io.IOException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Closes a connection when its exchange's deadline passes. A socket's read timeout bounds one read,
 * not an exchange: a peer that sends a byte just before each read times out holds the connection
 * for ever. Closing the socket from this thread ends whatever read or write is blocked on it.
 *
 * <p>One daemon thread serves the whole JVM: closing a socket takes microseconds, and a deadline
 * cancelled in time (the usual case) is removed from the queue at once.
 */
public final class Watchdog {

    private static final ScheduledThreadPoolExecutor TIMER = newTimer();

    private Watchdog() {
    }

    private static ScheduledThreadPoolExecutor newTimer() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, "mwbench-deadlines");
            thread.setDaemon(true);
            return thread;
        });
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }

    /** Closes {@code connection} in {@code millis} unless the returned deadline is cancelled first. */
    public static ScheduledFuture<?> closeAfter(Closeable connection, long millis) {
        return TIMER.schedule(() -> {
            try {
                connection.close();
            } catch (IOException ignored) {
                // the deadline passed: the connection is being dropped either way
            }
        }, millis, TimeUnit.MILLISECONDS);
    }
}
