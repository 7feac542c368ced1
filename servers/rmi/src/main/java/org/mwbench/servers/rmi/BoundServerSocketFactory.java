package org.mwbench.servers.rmi;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.server.RMIServerSocketFactory;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Listens on one address only (RMI's default factory listens on all of them) and keeps the
 * sockets it made, so that {@link #closeAll()} can free the port and drop the connections
 * when the server closes. RMI alone does neither: unexporting the last object closes the
 * listening socket only if it was bound to an explicit port, not to port 0, and it leaves
 * accepted connections open until their client lets them go.
 *
 * <p>One factory per started server, equal only to itself: RMI shares a listening socket
 * among the exports whose factories are equal, which is what the registry and the servant of
 * one server want (one port), and what two servers in one JVM must not do.
 */
final class BoundServerSocketFactory implements RMIServerSocketFactory {
    private final InetAddress bindAddress;
    private final int backlog;
    private final Set<ServerSocket> listening = ConcurrentHashMap.newKeySet();
    private final Set<Socket> accepted = ConcurrentHashMap.newKeySet();

    BoundServerSocketFactory(InetAddress bindAddress, int backlog) {
        this.bindAddress = bindAddress;
        this.backlog = backlog;
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        ServerSocket serverSocket = new TrackingServerSocket();
        try {
            serverSocket.bind(new InetSocketAddress(bindAddress, port), backlog);
        } catch (IOException e) {
            serverSocket.close();
            throw e;
        }
        listening.add(serverSocket);
        return serverSocket;
    }

    /** The port RMI listens on for this server: the one socket this factory made. */
    int port() {
        for (ServerSocket serverSocket : listening) {
            return serverSocket.getLocalPort();
        }
        throw new IllegalStateException("RMI has not listened through this factory yet");
    }

    /** Closes the listening sockets and every accepted connection still open. */
    void closeAll() {
        for (ServerSocket serverSocket : listening) {
            closeQuietly(serverSocket);
        }
        for (Socket socket : accepted) {
            closeQuietly(socket);
        }
        accepted.clear();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // closing anyway
        }
    }

    @Override
    public String toString() {
        return "BoundServerSocketFactory[" + bindAddress.getHostAddress() + "]";
    }

    /** Remembers what it accepts; forgets what was closed since, at each accept. */
    private final class TrackingServerSocket extends ServerSocket {
        TrackingServerSocket() throws IOException {
            super();
        }

        @Override
        public Socket accept() throws IOException {
            Socket socket = super.accept();
            accepted.removeIf(Socket::isClosed);
            accepted.add(socket);
            return socket;
        }
    }
}
