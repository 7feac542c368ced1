package org.mwbench.contract.middleware;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A request body that fails once more than a set number of bytes were read from it: a bound
 * on what one request can make a server parse and hold in memory, even when it declares no
 * length (a chunked HTTP body). Servers of the XML and HTTP stacks wrap their request
 * streams with it.
 */
public final class SizeLimitedInputStream extends FilterInputStream {
    private final long limit;
    private final String option;
    private long count;

    /** @param option the server option that sets the limit, named in the failure */
    public SizeLimitedInputStream(InputStream in, long limit, String option) {
        super(in);
        this.limit = limit;
        this.option = option;
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
            throw new IOException("the request is larger than this server's limit of " + limit + " bytes (option "
                    + option + ")");
        }
    }
}
