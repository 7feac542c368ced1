package org.mwbench.servers.corba.openjdk;

import java.util.concurrent.ConcurrentHashMap;

/**
 * When each request of one connection was sent, until its reply arrives: whether any reply
 * is overdue. Requests are noted by the writing threads, replies by the ORB's reader thread.
 */
final class ReplyDeadlines implements GiopScanner.Listener {
    private final long timeoutNanos;
    private final ConcurrentHashMap<Integer, Long> sent = new ConcurrentHashMap<>();

    ReplyDeadlines(long timeoutNanos) {
        this.timeoutNanos = timeoutNanos;
    }

    @Override
    public void request(int requestId) {
        sent.put(requestId, System.nanoTime());
    }

    @Override
    public void reply(int requestId) {
        sent.remove(requestId);
    }

    /** The age of the oldest request still waiting, in nanoseconds, if it is past the timeout; else 0. */
    long overdueNanos() {
        if (sent.isEmpty()) {
            return 0;
        }
        long now = System.nanoTime();
        long oldest = 0;
        for (long at : sent.values()) {
            oldest = Math.max(oldest, now - at);
        }
        return oldest > timeoutNanos ? oldest : 0;
    }
}
