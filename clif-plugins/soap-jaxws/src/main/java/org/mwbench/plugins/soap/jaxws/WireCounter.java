package org.mwbench.plugins.soap.jaxws;

import java.util.concurrent.atomic.LongAdder;
import org.mwbench.contract.middleware.WireBytes;

/**
 * One connection's byte counts. Adders rather than atomics: every thread that shares the
 * connection adds to them on each read or write, and none should wait for another.
 */
final class WireCounter implements WireBytes {
    private final LongAdder sent = new LongAdder();
    private final LongAdder received = new LongAdder();

    void sent(long bytes) {
        sent.add(bytes);
    }

    void received(long bytes) {
        received.add(bytes);
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
