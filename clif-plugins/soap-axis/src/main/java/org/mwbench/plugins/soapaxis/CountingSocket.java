package org.mwbench.plugins.soapaxis;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * A plain socket whose streams count what passes through them into a {@link WireCounter}:
 * Axis's HTTP sender reads and writes only through {@link #getInputStream()} and
 * {@link #getOutputStream()}, so these are all the bytes of a call, HTTP headers included.
 */
final class CountingSocket extends Socket {
    private final WireCounter counter;
    private InputStream in;
    private OutputStream out;

    CountingSocket(WireCounter counter) {
        this.counter = counter;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new CountingInputStream(super.getInputStream(), counter);
        }
        return in;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (out == null) {
            out = new CountingOutputStream(super.getOutputStream(), counter);
        }
        return out;
    }

    private static final class CountingInputStream extends FilterInputStream {
        private final WireCounter counter;

        CountingInputStream(InputStream in, WireCounter counter) {
            super(in);
            this.counter = counter;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                counter.received(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            if (n > 0) {
                counter.received(n);
            }
            return n;
        }
    }

    private static final class CountingOutputStream extends FilterOutputStream {
        private final WireCounter counter;

        CountingOutputStream(OutputStream out, WireCounter counter) {
            super(out);
            this.counter = counter;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            counter.sent(1);
        }

        /** All at once: FilterOutputStream's own would write one byte at a time. */
        @Override
        public void write(byte[] buffer, int offset, int length) throws IOException {
            out.write(buffer, offset, length);
            counter.sent(length);
        }
    }
}
