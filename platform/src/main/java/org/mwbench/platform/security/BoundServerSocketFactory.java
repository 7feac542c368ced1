package org.mwbench.platform.security;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.server.RMIServerSocketFactory;
import java.util.Objects;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * Server sockets bound to one address, whose accepted connections have deadlines
 * ({@link DeadlineSocket}), and which speak TLS when given a context. RMI's default listens on
 * every interface and waits for a request for two hours; an agent that only serves a supervisor on
 * the same host should not be reachable from the network at all, and a peer that opens a
 * connection and sends nothing, or trickles a request, should not keep a thread and a buffer for
 * long. Agents bind 127.0.0.1 unless told otherwise.
 *
 * <p>TLS is layered over the accepted socket rather than through an {@code SSLServerSocket}, so
 * that the handshake happens in RMI's connection thread, under the connection's deadlines, and a
 * slow peer never holds up the accept loop.
 */
public final class BoundServerSocketFactory implements RMIServerSocketFactory {

    /** The JDK's own default; RMI accepts connections promptly, so the queue stays short. */
    private static final int BACKLOG = 50;

    private final InetAddress bindAddress;
    private final ConnectionDeadlines deadlines;
    private final SSLContext tls;

    /**
     * @param deadlines how long an accepted connection may wait for a request, and take over one
     * @param tls       the context to serve TLS with, or null for plain TCP (loopback)
     */
    public BoundServerSocketFactory(InetAddress bindAddress, ConnectionDeadlines deadlines, SSLContext tls) {
        this.bindAddress = Objects.requireNonNull(bindAddress, "bindAddress (use 0.0.0.0 explicitly to listen everywhere)");
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
        this.tls = tls;
    }

    public InetAddress bindAddress() {
        return bindAddress;
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return new ServerSocket(port, BACKLOG, bindAddress) {
            @Override
            public Socket accept() throws IOException {
                DeadlineSocket socket = new DeadlineSocket(deadlines.idleMillis(), deadlines.requestMillis());
                implAccept(socket);
                try {
                    socket.accepted();
                    return tls == null ? socket : serverSide(socket);
                } catch (IOException | RuntimeException e) {
                    socket.close();
                    throw e;
                }
            }
        };
    }

    private Socket serverSide(Socket socket) throws IOException {
        SSLSocket layered = (SSLSocket) tls.getSocketFactory().createSocket(socket, null, socket.getPort(), true);
        layered.setUseClientMode(false);
        layered.setEnabledProtocols(new String[] {NodeTls.PROTOCOL});
        return layered;
    }

    /** RMI shares one listening socket among objects exported with equal factories on the same port. */
    @Override
    public boolean equals(Object o) {
        return o instanceof BoundServerSocketFactory other && bindAddress.equals(other.bindAddress)
                && deadlines.equals(other.deadlines) && tls == other.tls;
    }

    @Override
    public int hashCode() {
        return bindAddress.hashCode();
    }

    @Override
    public String toString() {
        return "BoundServerSocketFactory[" + bindAddress.getHostAddress() + (tls == null ? "" : ", TLS") + "]";
    }
}
