package org.mwbench.servers.soapaxis;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A request body that fails once more than a set number of bytes were read from it, so that a
 * chunked request with no declared length cannot feed Axis's parser without end.
 */
final class BoundedInputStream extends FilterInputStream {
    private final long limit;
    private long read;

    BoundedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            count(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count(skipped);
        return skipped;
    }

    private void count(long n) throws IOException {
        read += n;
        if (read > limit) {
            throw new RequestTooLargeException(limit);
        }
    }

    /** The request went past the server's limit. */
    static final class RequestTooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        RequestTooLargeException(long limit) {
            super("the request is larger than this server's limit of " + limit + " bytes (option "
                    + ServerConfig.MAX_REQUEST_BYTES + ")");
        }
    }
}
