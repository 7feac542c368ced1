package org.mwbench.servers.tcp;

import java.util.OptionalInt;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The raw-TCP server's {@code max_connections}: the acceptor takes a permit before it accepts
 * a connection, and a connection gives it back when it ends. At the limit the acceptor stops
 * accepting, so further connects wait in the kernel's backlog (and past it, time out in the
 * client) rather than being accepted and dropped: the same as a server with that many threads.
 */
final class ConnectionLimit {
    /** How often a waiting acceptor looks whether the server is closing. */
    private static final long POLL_MILLIS = 100;

    private final Semaphore permits;

    /** @param limit empty for none */
    ConnectionLimit(OptionalInt limit) {
        this.permits = limit.isPresent() ? new Semaphore(limit.getAsInt()) : null;
    }

    /**
     * Waits for a permit; false once {@code closing} says so.
     *
     * @throws InterruptedException when the acceptor is interrupted
     */
    boolean acquire(BooleanSupplier closing) throws InterruptedException {
        if (permits == null) {
            return !closing.getAsBoolean();
        }
        while (!closing.getAsBoolean()) {
            if (permits.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                return true;
            }
        }
        return false;
    }

    /** Gives a permit back: a connection ended, or the acceptor took one and accepted nothing. */
    void release() {
        if (permits != null) {
            permits.release();
        }
    }
}
