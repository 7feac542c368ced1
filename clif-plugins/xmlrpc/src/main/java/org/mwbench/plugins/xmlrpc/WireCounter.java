package org.mwbench.plugins.xmlrpc;

import java.util.concurrent.atomic.LongAdder;
import org.mwbench.contract.middleware.WireBytes;

/**
 * The bytes written to and read from all the sockets of one connection's pool. A
 * {@link LongAdder} per direction: one add per socket read or write, from whichever thread
 * makes it, with no lock and little contention when virtual users share the connection.
 */
final class WireCounter implements WireBytes {
    private final LongAdder sent = new LongAdder();
    private final LongAdder received = new LongAdder();

    void sent(long n) {
        sent.add(n);
    }

    void received(long n) {
        received.add(n);
    }

    @Override
    public long bytesSent() {
        return sent.sum();
    }

    @Override
    public long bytesReceived() {
        return received.sum();
    }
}
