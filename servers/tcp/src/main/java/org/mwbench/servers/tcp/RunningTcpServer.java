package org.mwbench.servers.tcp;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started raw-TCP server: its acceptor thread, and one daemon thread per open connection,
 * from {@link ConnectionThreads}. {@link #close()} stops accepting, closes every connection,
 * interrupts a service call still running, and waits a bounded time for the threads to end.
 */
final class RunningTcpServer extends RunningServer {
    /** How long close() waits for all threads together; a service that ignores interrupts is left behind. */
    private static final long JOIN_MILLIS = 2_000;

    private final ServerSocket serverSocket;
    private final TcpEndpoint endpoint;
    private final RequestDispatcher dispatcher;
    private final ConnectionLimit limit;
    private final ConnectionThreads threads;
    private final Thread acceptor;
    private final Set<ConnectionHandler> connections = ConcurrentHashMap.newKeySet();
    private final AtomicInteger connectionCount = new AtomicInteger();

    private RunningTcpServer(ServerSocket serverSocket, TcpEndpoint endpoint, RequestDispatcher dispatcher,
                             ConnectionLimit limit, ConnectionThreads threads, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.serverSocket = serverSocket;
        this.endpoint = endpoint;
        this.dispatcher = dispatcher;
        this.limit = limit;
        this.threads = threads;
        this.acceptor = new Thread(this::acceptLoop, "mwbench-tcp-" + endpoint.port() + "-acceptor");
        acceptor.setDaemon(true);
    }

    static RunningTcpServer start(ServerSocket serverSocket, TcpEndpoint endpoint, RequestDispatcher dispatcher,
                                  ConnectionLimit limit, int startedThreads, Map<String, String> configuration) {
        RunningTcpServer server = new RunningTcpServer(serverSocket, endpoint, dispatcher, limit,
                new ConnectionThreads(startedThreads, endpoint.port()), configuration);
        server.acceptor.start();
        return server;
    }

    private void acceptLoop() {
        while (!isClosed()) {
            try {
                if (!limit.acquire(this::isClosed)) {
                    return;
                }
            } catch (InterruptedException e) {
                return;
            }
            Socket socket;
            try {
                socket = serverSocket.accept();
            } catch (IOException e) {
                limit.release();
                if (isClosed() || serverSocket.isClosed()) {
                    return; // close() closed the server socket: the expected way out
                }
                // A failed accept (a connection reset while queued, no file descriptor left...):
                // pause briefly rather than spin, then go on serving.
                pause();
                continue;
            }
            String name = "mwbench-tcp-" + endpoint.port() + "-connection-" + connectionCount.incrementAndGet();
            ConnectionHandler handler = new ConnectionHandler(socket, dispatcher, name, this::ended);
            connections.add(handler);
            if (isClosed()) {
                // close() may have swept the set before this one was added
                handler.close();
                return;
            }
            try {
                threads.execute(handler);
            } catch (RejectedExecutionException e) {
                handler.close(); // close() shut the pool down meanwhile
                return;
            }
        }
    }

    private void ended(ConnectionHandler handler) {
        connections.remove(handler);
        limit.release();
    }

    private static void pause() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    protected void stop() throws IOException {
        serverSocket.close();
        List<ConnectionHandler> open = List.copyOf(connections);
        for (ConnectionHandler handler : open) {
            handler.close();
        }
        threads.shutdownNow(); // ends the idle threads; the busy ones end with their sockets
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(JOIN_MILLIS);
        try {
            acceptor.join(JOIN_MILLIS);
            threads.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
