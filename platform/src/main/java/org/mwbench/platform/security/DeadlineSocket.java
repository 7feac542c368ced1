package org.mwbench.platform.security;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.ScheduledFuture;

/**
 * An accepted control connection on which every request has one deadline, however its bytes
 * trickle. A per-read timeout does not bound a request: a frame declaring a 1 MiB {@code byte[]}
 * whose bytes come one every ten seconds held its connection, a thread and the array for ever.
 *
 * <p>RMI gives no hook where a request starts or ends, so the socket judges from the traffic. A
 * request starts with the first byte that arrives after the server last answered (or at accept),
 * and its deadline then runs until the server answers again: through the TLS handshake, RMI's
 * header, and the whole call with its arguments. Its deadline is lifted earlier, through
 * {@link #requestAuthenticated()}, once the call's seal has been checked: from then on the operation
 * runs on its caller's time (a deploy may take minutes), and the caller holds the secret. Between
 * requests a connection waits for the next with a read timeout of {@code idleMillis}: waiting is
 * one read, so there the read timeout is a deadline. RMI sets its own read timeout of two hours on
 * every accepted socket; {@link #setSoTimeout} keeps it within {@code idleMillis}.
 */
public final class DeadlineSocket extends Socket {

    /** The connection whose request the current thread is reading: RMI serves a connection's calls in its thread. */
    private static final ThreadLocal<DeadlineSocket> READING = new ThreadLocal<>();

    private final int idleMillis;
    private final int requestMillis;
    private ScheduledFuture<?> deadline; // guarded by this; null while no request is being read
    private boolean answered; // guarded by this; the server wrote since the request began
    private InputStream in;
    private OutputStream out;

    /** Unconnected: {@link java.net.ServerSocket#implAccept} connects it, then {@link #accepted()} starts its clock. */
    DeadlineSocket(int idleMillis, int requestMillis) {
        this.idleMillis = idleMillis;
        this.requestMillis = requestMillis;
    }

    /**
     * The request being read on this thread has a valid seal: its deadline is lifted until the
     * server has answered it. Does nothing on a thread that is not reading a control connection (a
     * supervisor calling its own agent in the same JVM).
     */
    public static void requestAuthenticated() {
        DeadlineSocket socket = READING.get();
        if (socket != null) {
            socket.lift();
        }
    }

    void accepted() throws SocketException {
        super.setSoTimeout(idleMillis);
        synchronized (this) {
            arm();
        }
    }

    /** Never longer than the idle limit: RMI's two hours would let a silent connection sit that long. */
    @Override
    public void setSoTimeout(int timeout) throws SocketException {
        super.setSoTimeout(timeout <= 0 ? idleMillis : Math.min(timeout, idleMillis));
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new Requests(super.getInputStream());
        }
        return in;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (out == null) {
            out = new Answers(super.getOutputStream());
        }
        return out;
    }

    @Override
    public void close() throws IOException {
        lift();
        if (READING.get() == this) {
            READING.remove();
        }
        super.close();
    }

    private synchronized void beforeRead() {
        READING.set(this);
        if (answered) { // the last request is answered: the connection waits for the next, under the idle limit
            answered = false;
            lift();
        }
    }

    private synchronized void received() {
        if (deadline == null && !answered) {
            arm();
        }
    }

    private synchronized void wrote() {
        answered = true;
    }

    private void arm() {
        deadline = Watchdog.closeAfter(this::closeForDeadline, requestMillis);
    }

    private synchronized void lift() {
        if (deadline != null) {
            deadline.cancel(false);
            deadline = null;
        }
    }

    private void closeForDeadline() throws IOException {
        super.close(); // ends the read or write blocked on it; RMI then drops the connection
    }

    /** What the peer sends: the first byte after an answer starts a request's deadline. */
    private final class Requests extends FilterInputStream {
        Requests(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            beforeRead();
            int b = in.read();
            if (b >= 0) {
                received();
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            beforeRead();
            int n = in.read(b, off, len);
            if (n > 0) {
                received();
            }
            return n;
        }
    }

    /** What the server sends: an answer ends the request it answers. */
    private final class Answers extends FilterOutputStream {
        Answers(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            wrote();
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            wrote();
            out.write(b, off, len);
        }
    }
}
