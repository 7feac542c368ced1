package org.mwbench.servers.rmiiiop;

import com.sun.corba.ee.impl.transport.ConnectionCacheBase;
import com.sun.corba.ee.spi.transport.Acceptor;
import com.sun.corba.ee.spi.transport.Connection;
import com.sun.corba.ee.spi.transport.ConnectionCache;
import com.sun.corba.ee.spi.transport.TransportManager;
import java.io.IOException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.omg.CORBA.ORB;

/**
 * Ends a GlassFish ORB so that its port is free and nothing lingers, which
 * {@code shutdown} and {@code destroy} alone do not do:
 * <ul>
 * <li>{@code destroy} closes the selector the listening socket is registered with, not the
 *     socket: the port stays open, and clients connect to a dead server and wait for
 *     replies that never come. So the listeners (acceptors) are closed here.</li>
 * <li>After each message GlassFish keeps a worker thread reading the connection for up to
 *     2 s (ORBTCPTimeouts' initial wait, the "always enter blocking read" optimization
 *     that spares a hop through the selector thread when the next message follows soon),
 *     and closing the connection waits for that read to end. Shutting the sockets' input
 *     down wakes those reads at once, so a client or server closes in milliseconds rather
 *     than 2 s, while the optimization keeps working during the run.</li>
 * </ul>
 * Must run in this module's class loader ({@link GlassFishOrb#destroy}).
 */
final class OrbShutdown {

    /** The longest {@link #destroy} waits for the selector thread to let the listening sockets go. */
    private static final long RELEASE_WAIT_NANOS = 2_000_000_000L;

    private OrbShutdown() {
    }

    static void destroy(ORB orb) {
        List<SelectableChannel> listeners = new ArrayList<>();
        try {
            // false: a stopping server does not wait for its calls in progress (a frozen call)
            orb.shutdown(false);
            TransportManager transport = ((com.sun.corba.ee.spi.orb.ORB) orb).getCorbaTransportManager();
            closeListeners(transport, listeners);
            endReads(transport);
        } finally {
            orb.destroy();
        }
        awaitRelease(listeners);
    }

    private static void closeListeners(TransportManager transport, List<SelectableChannel> closed) {
        for (Acceptor acceptor : transport.getAcceptors()) {
            SelectableChannel channel = acceptor.getEventHandler().getChannel();
            acceptor.close();
            if (channel != null) {
                closed.add(channel);
            }
        }
    }

    /**
     * A closed channel that is still registered with a selector keeps its socket until the
     * selector lets it go, which GlassFish's selector thread does asynchronously once
     * {@code destroy} has woken it. Waiting for that makes the port free when close returns.
     */
    private static void awaitRelease(List<SelectableChannel> channels) {
        long deadline = System.nanoTime() + RELEASE_WAIT_NANOS;
        for (SelectableChannel channel : channels) {
            while (channel.isRegistered() && System.nanoTime() - deadline < 0) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static void endReads(TransportManager transport) {
        List<ConnectionCache> caches = new ArrayList<>(transport.getInboundConnectionCaches());
        caches.addAll(transport.getOutboundConnectionCaches());
        for (ConnectionCache cache : caches) {
            if (cache instanceof ConnectionCacheBase) {
                Collection<?> connections = ((ConnectionCacheBase) cache).values();
                for (Object connection : new ArrayList<Object>(connections)) {
                    // The cache is live: a connection being made or dropped while the copy is
                    // taken can leave a null slot (CI19). There is nothing to wake for it.
                    if (!(connection instanceof Connection)) {
                        continue;
                    }
                    // A blocking socket (a client's socket-type=Socket) has no channel: its reader
                    // thread waits in a plain read, which ends when destroy closes the socket.
                    SocketChannel channel = ((Connection) connection).getSocketChannel();
                    if (channel == null) {
                        continue;
                    }
                    try {
                        channel.shutdownInput();
                    } catch (IOException | RuntimeException e) {
                        // already closed by its peer: nothing to wake
                    }
                }
            }
        }
    }
}
