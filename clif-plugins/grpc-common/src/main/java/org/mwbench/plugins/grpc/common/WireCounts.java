package org.mwbench.plugins.grpc.common;

import java.util.concurrent.atomic.AtomicLong;
import org.mwbench.contract.middleware.WireBytes;

/**
 * The bytes one connection's sockets carried, in both directions, over every TCP connection
 * its gRPC channel opened. Written by Netty event loops (one per TCP connection, so one at a
 * time in practice: an uncontended atomic add per read or write) and read from any thread.
 */
final class WireCounts implements WireBytes {
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong received = new AtomicLong();

    void addSent(long bytes) {
        sent.addAndGet(bytes);
    }

    void addReceived(long bytes) {
        received.addAndGet(bytes);
    }

    @Override
    public long bytesSent() {
        return sent.get();
    }

    @Override
    public long bytesReceived() {
        return received.get();
    }
}
