package org.mwbench.contract.middleware;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the bytes that pass through a connection's socket streams: wrap each stream the
 * stack reads and writes, and read the totals as {@link WireBytes}. One atomic add per
 * read or write call (not per byte, unless the stack reads byte by byte).
 */
public final class WireCounter implements WireBytes {
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong received = new AtomicLong();

    @Override
    public long bytesSent() {
        return sent.get();
    }

    @Override
    public long bytesReceived() {
        return received.get();
    }

    /** The stream, counting what is read from it as received. */
    public InputStream counting(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    received.incrementAndGet();
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                if (n > 0) {
                    received.addAndGet(n);
                }
                return n;
            }
        };
    }

    /** The stream, counting what is written to it as sent. */
    public OutputStream counting(OutputStream out) {
        return new FilterOutputStream(out) {
            @Override
            public void write(int b) throws IOException {
                out.write(b);
                sent.incrementAndGet();
            }

            @Override
            public void write(byte[] buffer, int offset, int length) throws IOException {
                out.write(buffer, offset, length); // not FilterOutputStream's byte-by-byte loop
                sent.addAndGet(length);
            }
        };
    }
}
