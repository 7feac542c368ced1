package org.mwbench.platform.security;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.rmi.server.RMIClientSocketFactory;

/**
 * Client sockets with a connect timeout and a read timeout. Plain RMI has neither by default: a call
 * to an agent whose host vanished, or whose JVM is stuck, blocks the supervisor thread for as long as
 * the operating system keeps the TCP connection alive (hours). With this factory such a call fails
 * with a {@link java.rmi.RemoteException} after a bounded time.
 *
 * <p>The factory travels inside the stub, so the agent that exports an object decides the timeouts
 * its callers use. RMI reuses a pooled connection only for an {@link #equals equal} factory, hence
 * value semantics.
 */
public final class TimeoutClientSocketFactory implements RMIClientSocketFactory, Serializable {

    private static final long serialVersionUID = 1L;

    private final int connectTimeoutMillis;
    private final int readTimeoutMillis;

    /** Both timeouts must be positive: 0 means "wait forever" to the socket API, the very thing to avoid. */
    public TimeoutClientSocketFactory(int connectTimeoutMillis, int readTimeoutMillis) {
        if (connectTimeoutMillis <= 0 || readTimeoutMillis <= 0) {
            throw new IllegalArgumentException("timeouts must be positive, got connect=" + connectTimeoutMillis
                    + " ms, read=" + readTimeoutMillis + " ms");
        }
        this.connectTimeoutMillis = connectTimeoutMillis;
        this.readTimeoutMillis = readTimeoutMillis;
    }

    public int connectTimeoutMillis() {
        return connectTimeoutMillis;
    }

    public int readTimeoutMillis() {
        return readTimeoutMillis;
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        Socket socket = new Socket();
        try {
            // Control messages are small request/response pairs: Nagle would only add latency.
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(readTimeoutMillis);
            socket.connect(new InetSocketAddress(host, port), connectTimeoutMillis);
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /** Also rejects stubs crafted with non-positive timeouts, which would bring back the endless wait. */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (connectTimeoutMillis <= 0 || readTimeoutMillis <= 0) {
            throw new InvalidObjectException("non-positive timeout in " + this);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TimeoutClientSocketFactory other
                && connectTimeoutMillis == other.connectTimeoutMillis
                && readTimeoutMillis == other.readTimeoutMillis;
    }

    @Override
    public int hashCode() {
        return 31 * connectTimeoutMillis + readTimeoutMillis;
    }

    @Override
    public String toString() {
        return "TimeoutClientSocketFactory[connect=" + connectTimeoutMillis + " ms, read=" + readTimeoutMillis + " ms]";
    }
}
