package org.mwbench.plugins.hessian;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * One keep-alive TCP connection to the server, used by one call at a time: a
 * {@link CountingSocket} (every byte counted), its buffered input, and the deadline of the call
 * that holds it. Every read waits at most until that deadline ({@code SO_TIMEOUT} set to what is
 * left before each read, a field store and no system call), so a server that stalls mid-reply, or
 * trickles it, cannot hold a call past its timeout.
 */
final class PooledSocket implements AutoCloseable {
    private final CountingSocket socket;
    private final InputStream in;
    private final OutputStream out;
    private long deadline = Long.MAX_VALUE;
    /** Whether a call used it already: a request that fails on it may have met a connection the server closed while idle. */
    private boolean reused;

    private PooledSocket(CountingSocket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(new DeadlineInput(socket.getInputStream()), 8192);
        // A request's head and a small body leave in one write, so in one segment.
        this.out = new BufferedOutputStream(socket.getOutputStream(), 8192);
    }

    /** Connects within what is left to {@code deadline}; the socket counts into {@code counter}. */
    static PooledSocket open(InetSocketAddress address, WireCounter counter, long deadline) throws IOException {
        CountingSocket socket = new CountingSocket(counter);
        try {
            socket.setTcpNoDelay(true);
            socket.connect(address, millisLeft(deadline));
            return new PooledSocket(socket);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /** Starts a call on this socket: its reads end by {@code deadline} ({@link System#nanoTime} based). */
    void startCall(long deadline) {
        this.deadline = deadline;
    }

    InputStream in() {
        return in;
    }

    OutputStream out() {
        return out;
    }

    boolean reused() {
        return reused;
    }

    /** Back in the pool after a clean exchange: the next call reuses it. */
    void released() {
        reused = true;
        deadline = Long.MAX_VALUE;
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing a socket we give up on: nothing left to do
        }
    }

    /** At least 1 ms, since 0 would mean no timeout at all. */
    private static int millisLeft(long deadline) throws SocketTimeoutException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new SocketTimeoutException("no complete reply within the call timeout");
        }
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, TimeUnit.NANOSECONDS.toMillis(left + 999_999)));
    }

    /** The socket's input, each read bounded by the call's deadline. */
    private final class DeadlineInput extends FilterInputStream {
        DeadlineInput(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            socket.setSoTimeout(millisLeft(deadline));
            return super.read();
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            socket.setSoTimeout(millisLeft(deadline));
            return super.read(buffer, offset, length);
        }
    }
}
