package org.mwbench.platform.security;

import java.net.InetAddress;
import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.server.RMIClientSocketFactory;
import java.rmi.server.UnicastRemoteObject;
import javax.net.ssl.SSLContext;
import org.mwbench.platform.control.ChannelServer;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.control.ControlLimits;
import org.mwbench.platform.control.StubIdentity;

/**
 * The one way mwbench exports a control endpoint, so that none can exist without the envelope-only
 * deserialization filter, the bound listening address, connection deadlines, call timeouts, and TLS
 * off loopback.
 *
 * <p>Note: the host name written into a stub is not the bind address but the JVM-wide
 * {@code java.rmi.server.hostname} (by default the local host's address). When binding a specific
 * address such as 127.0.0.1, set that property to the same address before the first export, or
 * callers will be sent to an address nobody listens on.
 */
public final class RmiEndpoints {

    /** Upper bound for connecting: a reachable host answers within milliseconds, an unreachable one never. */
    static final int MAX_CONNECT_TIMEOUT_MILLIS = 5000;

    private RmiEndpoints() {
    }

    /**
     * Exports a control endpoint, tells it its identity (see {@link StubIdentity}), and returns its
     * stub. Off loopback the endpoint speaks TLS 1.3 with this process's {@link NodeTls} certificate,
     * pinned in the stub.
     *
     * @param port              0 for any free port
     * @param callTimeoutMillis how long a caller waits for any reply, i.e. the longest a call may take
     */
    public static ControlChannel exportChannel(ChannelServer server, InetAddress bindAddress, int port,
                                               int callTimeoutMillis) throws RemoteException {
        return exportChannel(server, bindAddress, port, callTimeoutMillis, !bindAddress.isLoopbackAddress());
    }

    /**
     * As {@link #exportChannel(ChannelServer, InetAddress, int, int)}, choosing TLS explicitly: on
     * loopback the traffic never leaves the host, so TLS would cost without protecting anything, but
     * tests check the TLS path there.
     */
    public static ControlChannel exportChannel(ChannelServer server, InetAddress bindAddress, int port,
                                               int callTimeoutMillis, boolean tls) throws RemoteException {
        return exportChannel(server, bindAddress, port, callTimeoutMillis, tls, ConnectionDeadlines.DEFAULT);
    }

    /** As above, with other connection deadlines than {@link ConnectionDeadlines#DEFAULT}: the attack tests use short ones. */
    public static ControlChannel exportChannel(ChannelServer server, InetAddress bindAddress, int port,
                                               int callTimeoutMillis, boolean tls, ConnectionDeadlines deadlines)
            throws RemoteException {
        if (callTimeoutMillis <= 0) {
            throw new IllegalArgumentException("callTimeoutMillis must be positive, got " + callTimeoutMillis);
        }
        TimeoutClientSocketFactory plain = new TimeoutClientSocketFactory(
                Math.min(MAX_CONNECT_TIMEOUT_MILLIS, callTimeoutMillis), callTimeoutMillis);
        RMIClientSocketFactory clients = plain;
        SSLContext context = null;
        if (tls) {
            NodeTls node = NodeTls.get();
            clients = new PinnedTlsClientSocketFactory(node.fingerprint(), plain);
            context = node.context();
        }
        Remote stub = UnicastRemoteObject.exportObject(server, port, clients,
                new BoundServerSocketFactory(bindAddress, deadlines, context),
                SerialFilters.envelopeOnly(ControlLimits.FRAME_BYTES));
        ControlChannel channel = (ControlChannel) stub;
        server.identify(StubIdentity.of(channel));
        return channel;
    }

    /**
     * Stops accepting calls for {@code object} at once, even with calls in progress: used at shutdown
     * and in tests, where waiting for a stuck call is worse than cutting it. Unexporting twice is fine.
     */
    public static void unexport(Remote object) {
        try {
            UnicastRemoteObject.unexportObject(object, true);
        } catch (NoSuchObjectException alreadyGone) {
            // nothing to do: the goal is that the object is not exported
        }
    }
}
