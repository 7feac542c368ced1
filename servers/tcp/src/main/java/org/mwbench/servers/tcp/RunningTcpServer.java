package org.mwbench.servers.tcp;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.contract.middleware.ServerHandle;

/**
 * A started raw-TCP server: its acceptor thread, and one daemon thread per open connection.
 * {@link #close()} stops accepting, closes every connection, interrupts a service call still
 * running, and waits a bounded time for the threads to end.
 */
final class RunningTcpServer implements ServerHandle {
    /** How long close() waits for all threads together; a service that ignores interrupts is left behind. */
    private static final long JOIN_MILLIS = 2_000;

    private final ServerSocket serverSocket;
    private final TcpEndpoint endpoint;
    private final RequestDispatcher dispatcher;
    private final Thread acceptor;
    private final Set<ConnectionHandler> connections = ConcurrentHashMap.newKeySet();
    private final AtomicInteger connectionCount = new AtomicInteger();
    private volatile boolean closed;

    private RunningTcpServer(ServerSocket serverSocket, TcpEndpoint endpoint, RequestDispatcher dispatcher) {
        this.serverSocket = serverSocket;
        this.endpoint = endpoint;
        this.dispatcher = dispatcher;
        this.acceptor = new Thread(this::acceptLoop, "mwbench-tcp-" + endpoint.port() + "-acceptor");
        acceptor.setDaemon(true);
    }

    static RunningTcpServer start(ServerSocket serverSocket, TcpEndpoint endpoint, RequestDispatcher dispatcher) {
        RunningTcpServer server = new RunningTcpServer(serverSocket, endpoint, dispatcher);
        server.acceptor.start();
        return server;
    }

    @Override
    public String endpoint() {
        return endpoint.toString();
    }

    private void acceptLoop() {
        while (!closed) {
            Socket socket;
            try {
                socket = serverSocket.accept();
            } catch (IOException e) {
                if (closed || serverSocket.isClosed()) {
                    return; // close() closed the server socket: the expected way out
                }
                // A failed accept (a connection reset while queued, no file descriptor left...):
                // pause briefly rather than spin, then go on serving.
                pause();
                continue;
            }
            String name = "mwbench-tcp-" + endpoint.port() + "-connection-" + connectionCount.incrementAndGet();
            ConnectionHandler handler = new ConnectionHandler(socket, dispatcher, name, connections::remove);
            connections.add(handler);
            if (closed) {
                // close() may have swept the set before this one was added
                handler.close();
                return;
            }
            handler.start();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        serverSocket.close();
        List<ConnectionHandler> open = List.copyOf(connections);
        for (ConnectionHandler handler : open) {
            handler.close();
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(JOIN_MILLIS);
        join(acceptor, deadline);
        for (ConnectionHandler handler : open) {
            join(handler.thread(), deadline);
        }
    }

    private static void join(Thread thread, long deadline) {
        long leftMillis = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        if (leftMillis <= 0) {
            return;
        }
        try {
            thread.join(leftMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
