package org.mwbench.contract.middleware;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts the bytes that pass through a connection's sockets: wrap each stream the stack
 * reads and writes ({@link #counting}, or a {@link CountingSocket}), or report what a hook
 * saw ({@link #sent}, {@link #received}), and read the totals as {@link WireBytes}. A
 * {@link LongAdder} per direction: one add per read or write, from whichever thread makes
 * it, with no lock and little contention when virtual users share the connection.
 */
public final class WireCounter implements WireBytes {
    private final LongAdder sent = new LongAdder();
    private final LongAdder received = new LongAdder();

    public void sent(long bytes) {
        sent.add(bytes);
    }

    public void received(long bytes) {
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

    /** The stream, counting what is read from it as received. */
    public InputStream counting(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    received.increment();
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                if (n > 0) {
                    received.add(n);
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
                sent.increment();
            }

            @Override
            public void write(byte[] buffer, int offset, int length) throws IOException {
                out.write(buffer, offset, length); // not FilterOutputStream's byte-by-byte loop
                sent.add(length);
            }
        };
    }
}
