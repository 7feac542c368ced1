package org.mwbench.platform.security;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.rmi.server.RMIServerSocketFactory;
import java.util.Objects;

/**
 * Server sockets bound to one address. RMI's default listens on every interface; an agent that only
 * serves a supervisor on the same host should not be reachable from the network at all, so agents
 * bind 127.0.0.1 unless told otherwise. Defence in depth next to the {@link CallProof} check.
 */
public final class BoundServerSocketFactory implements RMIServerSocketFactory {

    /** The JDK's own default; RMI accepts connections promptly, so the queue stays short. */
    private static final int BACKLOG = 50;

    private final InetAddress bindAddress;

    public BoundServerSocketFactory(InetAddress bindAddress) {
        this.bindAddress = Objects.requireNonNull(bindAddress, "bindAddress (use 0.0.0.0 explicitly to listen everywhere)");
    }

    public InetAddress bindAddress() {
        return bindAddress;
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return new ServerSocket(port, BACKLOG, bindAddress);
    }

    /** RMI shares one listening socket among objects exported with equal factories on the same port. */
    @Override
    public boolean equals(Object o) {
        return o instanceof BoundServerSocketFactory other && bindAddress.equals(other.bindAddress);
    }

    @Override
    public int hashCode() {
        return bindAddress.hashCode();
    }

    @Override
    public String toString() {
        return "BoundServerSocketFactory[" + bindAddress.getHostAddress() + "]";
    }
}
