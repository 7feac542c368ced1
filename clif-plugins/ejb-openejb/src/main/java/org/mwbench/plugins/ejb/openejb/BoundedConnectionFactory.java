package org.mwbench.plugins.ejb.openejb;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Deque;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.apache.openejb.client.Connection;
import org.apache.openejb.client.ConnectionFactory;
import org.apache.openejb.client.KeepAliveStyle;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The sockets of one mwbench connection, in place of openejb-client's {@code SocketConnectionFactory}:
 * the same ejbd framing on sockets whose connect and every read are bounded by the connection's
 * call timeout, and whose bytes count into the connection's {@link WireCounter}.
 *
 * <p>Why not openejb-client's own factory: it reads its timeouts once, from JVM-wide system
 * properties ({@code openejb.client.connection.socket.timeout}, {@code ...socket.read}, four hours
 * by default), so two connections could not have two timeouts; it makes a plain {@code new Socket()}
 * no wrapper can count; and it keeps a static pool of 5 sockets per server URI that a sixth
 * concurrent call waits a second for, then fails. This one is registered with OpenEJB's
 * {@code ConnectionManager} under a URI scheme of its connection's own (see {@link OpenEjbClient}),
 * and keeps a socket per call in flight, as RMI does: an idle one is reused, else one is opened.
 *
 * <p>What it does as openejb-client's does, so the protocol is the same on the wire: each
 * request on a socket starts with the keep-alive byte ({@link KeepAliveStyle#PING}), flushed on
 * its own, which tells ejbd's keep-alive session that another request follows; {@code TCP_NODELAY}
 * is on; streams are buffered. Not done: {@code SO_LINGER} of a second on close.
 */
final class BoundedConnectionFactory implements ConnectionFactory {
    private final int timeoutMillis;
    private final WireCounter wire;
    private final Deque<PooledSocket> idle = new ConcurrentLinkedDeque<>();
    private final Set<PooledSocket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    BoundedConnectionFactory(int timeoutMillis, WireCounter wire) {
        if (timeoutMillis < 1) {
            throw new IllegalArgumentException("the timeout must be positive, not " + timeoutMillis);
        }
        this.timeoutMillis = timeoutMillis;
        this.wire = wire;
    }

    WireCounter wire() {
        return wire;
    }

    /**
     * An idle socket of this connection, else a new one to the URI's host and port, with the
     * keep-alive byte of the next request written.
     *
     * @throws IOException when the connection was closed, or the connect or the write failed
     */
    @Override
    public Connection getConnection(URI uri) throws IOException {
        if (closed) {
            throw new IOException("this ejb-openejb connection is closed");
        }
        PooledSocket socket = idle.pollFirst();
        if (socket == null) {
            socket = open(uri);
        }
        try {
            socket.out.write(KeepAliveStyle.PING.ordinal());
            socket.out.flush();
        } catch (IOException e) {
            socket.discard();
            throw e;
        }
        return socket;
    }

    private PooledSocket open(URI uri) throws IOException {
        Socket socket = new CountingSocket(wire);
        try {
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(timeoutMillis);
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), timeoutMillis);
        } catch (IOException e) {
            socket.close();
            throw new IOException("cannot connect to ejbd at " + uri.getHost() + ":" + uri.getPort() + " within "
                    + timeoutMillis + " ms: " + e, e);
        }
        PooledSocket pooled = new PooledSocket(uri, socket);
        open.add(pooled);
        if (closed) { // closed while connecting: close() may have missed it
            pooled.discard();
            throw new IOException("this ejb-openejb connection is closed");
        }
        return pooled;
    }

    /** Closes every socket, idle or in use; a call in flight fails. */
    void close() {
        closed = true;
        for (PooledSocket socket : open) {
            socket.discard();
        }
        idle.clear();
    }

    /** One socket, lent to one request at a time by {@link #getConnection}. */
    private final class PooledSocket implements Connection {
        private final URI uri;
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;

        PooledSocket(URI uri, Socket socket) throws IOException {
            this.uri = uri;
            this.socket = socket;
            this.in = new BufferedInputStream(socket.getInputStream());
            this.out = new BufferedOutputStream(socket.getOutputStream());
        }

        @Override
        public URI getURI() {
            return uri;
        }

        /** Back to the idle ones once the request is done (Client calls it in its finally). */
        @Override
        public void close() {
            if (closed || socket.isClosed()) {
                discard();
            } else {
                idle.addFirst(this);
            }
        }

        /** A failed request: the socket's stream is in an unknown state, so it is closed for good. */
        @Override
        public void discard() {
            open.remove(this);
            try {
                socket.close();
            } catch (IOException e) {
                // closed anyway
            }
        }

        /** Client closes the streams it is given after each request: these leave the socket's open. */
        @Override
        public InputStream getInputStream() {
            return new FilterInputStream(in) {
                @Override
                public void close() {
                    // the socket stays open for the next request
                }
            };
        }

        @Override
        public OutputStream getOutputStream() {
            return new FilterOutputStream(out) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len); // FilterOutputStream would write byte by byte
                }

                @Override
                public void close() throws IOException {
                    flush();
                }
            };
        }
    }
}
