package org.mwbench.platform.security;

import java.net.InetAddress;
import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.server.UnicastRemoteObject;

/**
 * The one way mwbench exports remote objects, so that no endpoint can be created without the
 * deserialization filter, the bound listening address and the call timeouts.
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
     * Exports {@code object} and returns its stub.
     *
     * @param port             0 for any free port
     * @param callTimeoutMillis how long a caller waits for any reply, i.e. the longest a remote method
     *                          of this object may legitimately take
     */
    public static <T extends Remote> T export(T object, InetAddress bindAddress, int port, int callTimeoutMillis)
            throws RemoteException {
        if (callTimeoutMillis <= 0) {
            throw new IllegalArgumentException("callTimeoutMillis must be positive, got " + callTimeoutMillis);
        }
        int connectTimeoutMillis = Math.min(MAX_CONNECT_TIMEOUT_MILLIS, callTimeoutMillis);
        Remote stub = UnicastRemoteObject.exportObject(object, port,
                new TimeoutClientSocketFactory(connectTimeoutMillis, callTimeoutMillis),
                new BoundServerSocketFactory(bindAddress),
                SerialFilters.controlPlane());
        @SuppressWarnings("unchecked") // the stub implements every remote interface of the object, T included
        T typed = (T) stub;
        return typed;
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
