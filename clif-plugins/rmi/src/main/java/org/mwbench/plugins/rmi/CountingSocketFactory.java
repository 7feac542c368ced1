package org.mwbench.plugins.rmi;

import java.io.IOException;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.net.Socket;
import java.rmi.server.RMIClientSocketFactory;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.BoundedClientSocketFactory;

/**
 * The client socket factory of one {@link RmiConnection}: sockets bounded as its
 * {@link BoundedClientSocketFactory} makes them, whose bytes count into the connection's
 * {@link WireCounter}.
 *
 * <p><b>Equal only to itself, on purpose.</b> RMI pools its TCP connections per endpoint, and
 * an endpoint is (host, port, client socket factory) compared with {@code equals}. A pooled
 * socket serves whichever stub of that endpoint calls next, so if two mwbench connections had
 * equal factories, each would count the other's calls on the sockets they share. With
 * identity equality each connection has its own endpoint, hence its own pool, and every byte
 * on a socket belongs to one connection: its calls, RMI's liveness pings on reuse, the
 * distributed GC's dirty and clean calls for its stub. The registry look-up goes through the
 * same factory, so its socket is the one the first call reuses.
 *
 * <p>The price, compared with one factory per (host, timeout): a connection's sockets are
 * never reused by another connection, and RMI's DGC runs one lease-renewal thread per
 * endpoint, so one per live connection (it ends when the connection's stub is collected).
 *
 * <p><b>Why identity survives the stub copy.</b> {@link StubSocketFactory} copies the stub
 * through serialization, and a deserialized factory would be a new object, equal to nothing
 * and without the counter (transient state does not travel). It therefore does not serialize
 * this factory at all: it writes a placeholder and resolves it to this very instance on the way
 * back in. This was preferred to a per-connection id mapped to a counter in a static registry,
 * which would be JVM-wide mutable state to clean up on every close (and to leak when a close
 * is missed), for the same result. Should the copied stub ever be serialized again, elsewhere,
 * {@link #writeReplace} sends the plain bounded factory: the far side gets bounded calls, and
 * counts nothing, since it is not this connection.
 */
final class CountingSocketFactory implements RMIClientSocketFactory, Serializable {
    private static final long serialVersionUID = 1L;

    private final transient BoundedClientSocketFactory bounds;
    private final transient WireCounter wire;

    CountingSocketFactory(BoundedClientSocketFactory bounds, WireCounter wire) {
        this.bounds = bounds;
        this.wire = wire;
    }

    WireCounter wire() {
        return wire;
    }

    @Override
    public Socket createSocket(String stubHost, int port) throws IOException {
        return bounds.createSocket(stubHost, port, wire);
    }

    /** A serialized copy is the bounded factory alone (see the class comment). */
    private Object writeReplace() throws ObjectStreamException {
        return bounds;
    }

    /** RMI prints it in its thread names and logs, next to the endpoint. */
    @Override
    public String toString() {
        return "CountingSocketFactory@" + Integer.toHexString(System.identityHashCode(this))
                + "[host=" + bounds.host() + ", timeout=" + bounds.timeoutMillis() + " ms]";
    }
}
