package org.mwbench.plugins.hessian;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The keep-alive sockets of one connection: a call takes an idle one or opens a new one, and gives
 * it back after a clean exchange, so there are as many sockets as calls were ever in flight at once.
 * The most recently used socket is taken first (the least likely to have been closed by the server).
 */
final class SocketPool implements AutoCloseable {
    private final InetSocketAddress address;
    private final WireCounter counter;
    private final ConcurrentLinkedDeque<PooledSocket> idle = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    SocketPool(InetSocketAddress address, WireCounter counter) {
        this.address = address;
        this.counter = counter;
    }

    /** An idle socket, or a new one connected within what is left to {@code deadline}. */
    PooledSocket take(long deadline) throws IOException {
        if (closed) {
            throw new IOException("the Hessian connection is closed");
        }
        PooledSocket socket = idle.pollFirst();
        return socket != null ? socket : fresh(deadline);
    }

    /** A new socket, whatever is idle. */
    PooledSocket fresh(long deadline) throws IOException {
        return PooledSocket.open(address, counter, deadline);
    }

    /** Back after a clean exchange; closed instead when the pool is. */
    void release(PooledSocket socket) {
        socket.released();
        idle.offerFirst(socket);
        if (closed) {
            closeIdle();
        }
    }

    @Override
    public void close() {
        closed = true;
        closeIdle();
    }

    private void closeIdle() {
        for (PooledSocket socket; (socket = idle.pollFirst()) != null; ) {
            socket.close();
        }
    }
}
