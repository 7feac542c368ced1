package org.mwbench.servers.corba.openjdk;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import org.mwbench.contract.middleware.WireCounter;

/**
 * A client socket that fails its reads once a request has waited longer than the call
 * timeout for its reply. The OpenJDK ORB reads a plain socket (one without a channel) on a
 * reader thread of its own; a failed read makes it abort the connection and fail every
 * call waiting on it with {@code COMM_FAILURE}, and the next call opens a new connection.
 *
 * <p>The socket follows the GIOP request ids going out and the replies coming in
 * ({@link GiopScanner}); its read timeout is a quarter of the call timeout, a tick at which
 * the reader checks the deadlines when nothing arrives. So a frozen call fails between one
 * and one and a quarter timeouts after it was sent, even while other calls of a shared
 * connection are answered, and an idle connection stays open.
 *
 * <p>Under that tracking, its streams count the bytes on the wire into its factory's
 * {@link WireCounter}: one add per read or write.
 */
final class DeadlineSocket extends Socket {
    private final ReplyDeadlines deadlines;
    private final Duration timeout;
    private final GiopScanner requests;
    private final GiopScanner replies;
    private final WireCounter wire;
    private InputStream input;
    private OutputStream output;

    DeadlineSocket(Duration timeout, WireCounter wire) {
        this.timeout = timeout;
        this.wire = wire;
        this.deadlines = new ReplyDeadlines(timeout.toNanos());
        this.requests = new GiopScanner(deadlines);
        this.replies = new GiopScanner(deadlines);
    }

    /** The read timeout: the tick at which a silent connection's deadlines are checked. */
    int tickMillis() {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis() / 4));
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (input == null) {
            input = new Replies(wire.counting(super.getInputStream()));
        }
        return input;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (output == null) {
            output = new Requests(wire.counting(super.getOutputStream()));
        }
        return output;
    }

    private void checkDeadlines() throws SocketTimeoutException {
        long overdue = deadlines.overdueNanos();
        if (overdue > 0) {
            throw new SocketTimeoutException("a reply is " + overdue / 1_000_000 + " ms overdue (call timeout "
                    + timeout.toMillis() + " ms): aborting the connection");
        }
    }

    /** The ORB's reader thread is the only reader. */
    private final class Replies extends FilterInputStream {
        Replies(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            while (true) {
                int read;
                try {
                    read = in.read(bytes, offset, length);
                } catch (SocketTimeoutException tick) {
                    checkDeadlines();
                    continue;
                }
                if (read > 0) {
                    replies.scan(bytes, offset, read);
                }
                checkDeadlines();
                return read;
            }
        }
    }

    /** The ORB writes one message at a time on a connection, under its own lock. */
    private final class Requests extends FilterOutputStream {
        Requests(OutputStream out) {
            super(out);
        }

        @Override
        public synchronized void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
            requests.scan(bytes, offset, length);
            out.write(bytes, offset, length);
        }
    }
}
