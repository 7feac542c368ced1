package org.mwbench.servers.fractalrmi.orb;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.objectweb.jonathan.apis.binding.ExportException;
import org.objectweb.jonathan.apis.kernel.JonathanException;
import org.objectweb.jonathan.apis.protocols.ip.IpConnection;
import org.objectweb.jonathan.apis.protocols.ip.IpSession;
import org.objectweb.jonathan.apis.protocols.ip.TcpIpSrvConnectionFactory;

/**
 * A server socket of the ORB, bound to the given address: Jonathan's TCP protocol accepts
 * connections from it in one of the scheduler's threads.
 */
final class ListeningSocket implements TcpIpSrvConnectionFactory, AutoCloseable {
    /** Jonathan's own. */
    static final int DEFAULT_BACKLOG = 50;

    private final SocketConnectionFactory factory;
    private final ServerSocket serverSocket;
    private final String advertisedHost;

    /**
     * @throws ExportException with the JDK's message ("Address already in use"...) when the
     *                         socket cannot be bound
     */
    ListeningSocket(SocketConnectionFactory factory, String bindAddress, int port, int backlog)
            throws ExportException {
        this.factory = factory;
        try {
            InetAddress address = InetAddress.getByName(bindAddress);
            ServerSocket socket = new ServerSocket();
            try {
                socket.bind(new InetSocketAddress(address, port), backlog);
            } catch (IOException e) {
                socket.close();
                throw e;
            }
            this.serverSocket = socket;
            // References to a wildcard-bound server must name an address clients can reach.
            this.advertisedHost = address.isAnyLocalAddress()
                    ? InetAddress.getLocalHost().getHostAddress() : address.getHostAddress();
        } catch (IOException e) {
            ExportException failure = new ExportException("cannot listen on " + bindAddress + ":" + port + ": " + e);
            failure.initCause(e);
            throw failure;
        }
    }

    @Override
    public IpConnection newSrvConnection(IpSession session) throws JonathanException {
        try {
            Socket socket = serverSocket.accept();
            socket.setTcpNoDelay(true);
            return factory.track(new SocketConnection(factory, socket, factory.getWireCounter(), session,
                    socket.getInetAddress().getHostAddress(), socket.getPort()));
        } catch (IOException e) {
            throw new ExportException(e);
        }
    }

    @Override
    public int getPort() {
        return serverSocket.getLocalPort();
    }

    @Override
    public String getHostName() {
        return advertisedHost;
    }

    @Override
    public void close() {
        factory.forget(this);
        SocketConnectionFactory.closeQuietly(serverSocket);
    }
}
