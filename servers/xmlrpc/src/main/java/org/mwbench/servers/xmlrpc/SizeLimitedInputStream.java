package org.mwbench.servers.xmlrpc;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Fails a read that would take more than a given number of bytes from the stream: a bound on
 * what one request can make the server parse and hold in memory.
 */
final class SizeLimitedInputStream extends FilterInputStream {
    private final long limit;
    private long count;

    SizeLimitedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            counted(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            counted(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        counted(skipped);
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    private void counted(long n) throws IOException {
        count += n;
        if (count > limit) {
            throw new IOException("request larger than " + limit + " bytes (option maxRequestBytes)");
        }
    }
}
