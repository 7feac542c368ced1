package org.mwbench.plugins.soapaxis;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes a connection's sockets wrote and read, over all its calls: one atomic add per
 * read or write, no lock. Every call has a socket of its own, so the counter is what they
 * share.
 */
final class WireCounter {
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong received = new AtomicLong();

    void sent(long bytes) {
        sent.addAndGet(bytes);
    }

    void received(long bytes) {
        received.addAndGet(bytes);
    }

    long sent() {
        return sent.get();
    }

    long received() {
        return received.get();
    }
}
