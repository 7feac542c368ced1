package org.mwbench.servers.rmi;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.rmi.server.RMIClientSocketFactory;
import java.util.Objects;
import org.mwbench.contract.middleware.WireCounter;

/**
 * How a stub opens its sockets: with a connect timeout, with {@code SO_TIMEOUT} set, and
 * optionally to a fixed host. It travels inside the stub (it is serialized with it) and
 * runs in the client's JVM.
 *
 * <p>The server exports with one of these holding a default timeout and its bind address,
 * so that any RMI client that looks the stub up gets bounded calls and a reachable host
 * without {@code java.rmi.server.hostname}. The mwbench client then swaps it for one of its
 * own holding its call timeout and the endpoint's host (see the rmi plugin's
 * {@code StubSocketFactory}).
 *
 * <p>RMI keeps a pool of connections per (host, port, factory), comparing factories with
 * {@link #equals}: stubs with equal factories share sockets, stubs whose timeouts differ do not.
 *
 * <p>Why a timeout set here holds: after the JRMP handshake RMI restores the {@code SO_TIMEOUT}
 * the factory set (it uses {@code sun.rmi.transport.tcp.responseTimeout} only when the factory
 * set none). During the handshake RMI sets {@code sun.rmi.transport.tcp.handshakeTimeout}
 * (one minute by default); the sockets this factory makes clamp any read timeout to the
 * call timeout, so a peer that accepts and never answers fails the call in time too.
 */
public final class BoundedClientSocketFactory implements RMIClientSocketFactory, Serializable {
    private static final long serialVersionUID = 1L;

    /** Where to connect whatever host the stub names; null to use the stub's. */
    private final String host;
    private final int timeoutMillis;

    /**
     * @param host          the host to connect to instead of the stub's, or null to keep the stub's
     * @param timeoutMillis the connect timeout and the longest wait of any read, at least 1
     */
    public BoundedClientSocketFactory(String host, int timeoutMillis) {
        if (timeoutMillis < 1) {
            throw new IllegalArgumentException("the timeout must be positive, not " + timeoutMillis);
        }
        this.host = host;
        this.timeoutMillis = timeoutMillis;
    }

    public String host() {
        return host;
    }

    public int timeoutMillis() {
        return timeoutMillis;
    }

    @Override
    public Socket createSocket(String stubHost, int port) throws IOException {
        return createSocket(stubHost, port, null);
    }

    /**
     * A socket as {@link #createSocket(String, int)} makes it, whose streams also count what
     * crosses them into {@code wire}: for a client that wants its connection's bytes on the
     * wire (the rmi plugin's counting factory delegates here).
     *
     * @param wire where the socket's bytes are counted, or null for a socket that counts nothing
     */
    public Socket createSocket(String stubHost, int port, WireCounter wire) throws IOException {
        Socket socket = wire == null ? new ClampedSocket(timeoutMillis) : new CountedClampedSocket(timeoutMillis, wire);
        try {
            socket.setSoTimeout(timeoutMillis);
            socket.connect(new InetSocketAddress(host != null ? host : stubHost, port), timeoutMillis);
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        return socket; // RMI sets TCP_NODELAY and SO_KEEPALIVE on it (TCPEndpoint.newSocket)
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoundedClientSocketFactory
                && timeoutMillis == ((BoundedClientSocketFactory) other).timeoutMillis
                && Objects.equals(host, ((BoundedClientSocketFactory) other).host);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(host) + timeoutMillis;
    }

    @Override
    public String toString() {
        return "BoundedClientSocketFactory[host=" + host + ", timeout=" + timeoutMillis + " ms]";
    }

    /** A socket whose read timeout is never infinite and never longer than the call timeout. */
    private static class ClampedSocket extends Socket {
        private final int maxTimeoutMillis;

        ClampedSocket(int maxTimeoutMillis) {
            this.maxTimeoutMillis = maxTimeoutMillis;
        }

        @Override
        public void setSoTimeout(int timeout) throws SocketException {
            super.setSoTimeout(timeout == 0 ? maxTimeoutMillis : Math.min(timeout, maxTimeoutMillis));
        }
    }

    /**
     * A clamped socket whose streams count into a {@link WireCounter}: the bytes RMI writes to
     * and reads from the kernel, JRMP handshake, calls, pings and DGC calls alike. Not the
     * contract's {@code CountingSocket}, which is a final {@code Socket} of its own: RMI must
     * get one socket object that both clamps its read timeout and counts.
     */
    private static final class CountedClampedSocket extends ClampedSocket {
        private final WireCounter wire;
        private InputStream in;
        private OutputStream out;

        CountedClampedSocket(int maxTimeoutMillis, WireCounter wire) {
            super(maxTimeoutMillis);
            this.wire = wire;
        }

        @Override
        public synchronized InputStream getInputStream() throws IOException {
            if (in == null) {
                in = wire.counting(super.getInputStream());
            }
            return in;
        }

        @Override
        public synchronized OutputStream getOutputStream() throws IOException {
            if (out == null) {
                out = wire.counting(super.getOutputStream());
            }
            return out;
        }
    }
}
