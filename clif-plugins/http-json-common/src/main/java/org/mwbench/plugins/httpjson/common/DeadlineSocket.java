package org.mwbench.plugins.httpjson.common;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.middleware.WireCounter;

/**
 * A plain TCP socket for blocking HTTP clients that make each call on the caller's thread
 * (Apache HttpClient 5's classic API, the bare floor): its streams count every byte into a
 * {@link WireCounter}, and every read is bounded by the calling thread's deadline for the
 * whole call ({@link #startCall}), so that a server that sends its headers and then stalls
 * mid-body cannot hold a call past its timeout. A socket read timeout alone bounds each read,
 * not their sum: a reply trickling one byte at a time would never time out.
 *
 * <p>Before each read the socket's {@code SO_TIMEOUT} becomes the smaller of what the client
 * library asked for ({@link #setSoTimeout}, for example Apache's 1 ms stale-connection check)
 * and the time left to the deadline. Setting {@code SO_TIMEOUT} on the JDK's socket stores a
 * field, no system call. Cost per read: a thread-local look-up and a {@code nanoTime}.
 */
public final class DeadlineSocket extends Socket {
    /** Each thread's deadline of its call in progress, {@link System#nanoTime} based. */
    private static final ThreadLocal<long[]> DEADLINE = ThreadLocal.withInitial(() -> new long[] {Long.MAX_VALUE});

    private final WireCounter counter;
    private volatile int requestedTimeoutMillis;
    private InputStream in;
    private OutputStream out;

    public DeadlineSocket(WireCounter counter) {
        this.counter = counter;
    }

    /** Starts the calling thread's call: every read it makes on such a socket ends by then. */
    public static void startCall(long timeoutNanos) {
        DEADLINE.get()[0] = System.nanoTime() + timeoutNanos;
    }

    /** The calling thread's call has ended: its reads are bounded by their own timeouts only. */
    public static void endCall() {
        DEADLINE.get()[0] = Long.MAX_VALUE;
    }

    /** Kept as the library's wish; each read applies it, or the deadline if sooner. */
    @Override
    public synchronized void setSoTimeout(int timeout) throws SocketException {
        requestedTimeoutMillis = timeout;
        super.setSoTimeout(timeout);
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new FilterInputStream(counter.counting(super.getInputStream())) {
                @Override
                public int read() throws IOException {
                    boundRead();
                    return super.read();
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    boundRead();
                    return super.read(buffer, offset, length);
                }
            };
        }
        return in;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (out == null) {
            out = counter.counting(super.getOutputStream());
        }
        return out;
    }

    private void boundRead() throws IOException {
        long deadline = DEADLINE.get()[0];
        if (deadline == Long.MAX_VALUE) {
            return;
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new SocketTimeoutException("no complete reply within the call timeout");
        }
        int leftMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, TimeUnit.NANOSECONDS.toMillis(left + 999_999)));
        int requested = requestedTimeoutMillis;
        super.setSoTimeout(requested == 0 ? leftMillis : Math.min(requested, leftMillis));
    }
}
