package org.mwbench.servers.xmlrpc;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.xmlrpc.server.XmlRpcStreamServer;
import org.apache.xmlrpc.util.ThreadPool;
import org.apache.xmlrpc.webserver.WebServer;
import org.mwbench.contract.middleware.JdkHttpServerProperties;

/**
 * Apache's {@link WebServer} on a server socket bound beforehand, with a hardened request
 * processor and a stop that returns once the port is free.
 *
 * <p>Why each override:
 * <ul>
 *   <li>{@link #createServerSocket}: WebServer retries a busy port ten times, a second apart,
 *       before it throws; the caller binds first, so a busy port fails at once with the same
 *       {@code BindException}.</li>
 *   <li>{@link #newXmlRpcStreamServer}: the {@link HardenedConnectionServer}.</li>
 *   <li>{@link #stop}: {@link WebServer#shutdown()} only interrupts the listener, which
 *       notices between two 4-second accept timeouts, so the port would stay bound that long;
 *       closing the server socket ends the accept at once. {@code shutdown()} closes the open
 *       connections (the pool shuts their tasks down).</li>
 *   <li>{@link #newTask}: a read timeout of {@value #READ_TIMEOUT_MILLIS} ms, not 30 s.</li>
 *   <li>{@link #log(Throwable)}: an idle keep-alive connection reaching the read timeout, and the accept failing because {@link #stop} closed the socket, are
 *       the normal course of things, not errors worth a stack trace.</li>
 * </ul>
 */
class BenchmarkWebServer extends WebServer {
    static final int READ_TIMEOUT_MILLIS = JdkHttpServerProperties.DEFAULT_MAX_REQUEST_SECONDS * 1000;

    private final ServerSocket bound;
    private final CountDownLatch listenerEnded = new CountDownLatch(1);
    private volatile boolean stopping;

    BenchmarkWebServer(ServerSocket bound) {
        super(bound.getLocalPort(), bound.getInetAddress());
        this.bound = bound;
    }

    /** Called by the WebServer's constructor, before this class's fields are set. */
    @Override
    protected XmlRpcStreamServer newXmlRpcStreamServer() {
        return new HardenedConnectionServer();
    }

    HardenedConnectionServer processor() {
        return (HardenedConnectionServer) getXmlRpcServer();
    }

    /**
     * The WebServer waits 30 s for each read, and holds a thread per connection all along: a
     * client that opens connections and stalls inside a request holds threads that long.
     * Each read of a request now waits {@value #READ_TIMEOUT_MILLIS} ms at most, as long as
     * the JDK-based servers give a whole request; an idle keep-alive connection is closed after
     * as long, and the client opens another.
     */
    @Override
    protected ThreadPool.Task newTask(WebServer server, XmlRpcStreamServer processor, Socket socket) throws IOException {
        socket.setSoTimeout(READ_TIMEOUT_MILLIS);
        return super.newTask(server, processor, socket);
    }

    @Override
    protected ServerSocket createServerSocket(int port, int backlog, InetAddress address) {
        return bound;
    }

    @Override
    public void run() {
        try {
            super.run();
        } finally {
            listenerEnded.countDown();
        }
    }

    @Override
    public void log(Throwable error) {
        if (stopping || error instanceof SocketTimeoutException) {
            return;
        }
        super.log(error);
    }

    /**
     * Stops accepting, closes the listening socket and every open connection, and waits for
     * the listener thread to end, at most {@code patienceMillis}. A service call still running
     * finishes on its pool thread; its connection is already closed.
     */
    void stop(long patienceMillis) throws IOException {
        stopping = true;
        shutdown();
        bound.close();
        try {
            listenerEnded.await(patienceMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
