package org.mwbench.plugins.xmlrpc;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * A plain TCP socket whose streams count what crosses them into a {@link WireCounter}: the
 * HTTP headers and the XML bodies, exactly as written to and read from the kernel. Commons
 * HttpClient takes each stream once, when it opens the connection, and buffers it (2 KB).
 */
final class CountingSocket extends Socket {
    private final WireCounter counter;

    CountingSocket(WireCounter counter) {
        this.counter = counter;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        return new CountingInputStream(super.getInputStream(), counter);
    }

    @Override
    public OutputStream getOutputStream() throws IOException {
        return new CountingOutputStream(super.getOutputStream(), counter);
    }

    private static final class CountingInputStream extends InputStream {
        private final InputStream in;
        private final WireCounter counter;

        CountingInputStream(InputStream in, WireCounter counter) {
            this.in = in;
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

        @Override
        public int available() throws IOException {
            return in.available();
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    private static final class CountingOutputStream extends OutputStream {
        private final OutputStream out;
        private final WireCounter counter;

        CountingOutputStream(OutputStream out, WireCounter counter) {
            this.out = out;
            this.counter = counter;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            counter.sent(1);
        }

        @Override
        public void write(byte[] buffer, int offset, int length) throws IOException {
            out.write(buffer, offset, length);
            counter.sent(length);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
