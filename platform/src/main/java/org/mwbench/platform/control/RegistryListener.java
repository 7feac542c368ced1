package org.mwbench.platform.control;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registry's network side: one thread and a selector serve every lookup, so that a caller who
 * sends its few bytes one at a time costs a small buffer, not a thread. A thread per lookup (with
 * a per-read timeout) let 20 such callers shut the registry for everyone.
 *
 * <p>Each connection has one deadline for the whole lookup, request and answer, counted from its
 * accept; it is closed when that passes, however its bytes trickle. At most {@code maxOpen}
 * lookups are open at once; a new one beyond that closes the oldest. A lawful lookup is one round
 * trip, far shorter than the deadline, so the oldest open connections are the stalled ones: a
 * limit per source address would not tell local users apart (they all call from 127.0.0.1).
 */
final class RegistryListener implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(RegistryListener.class);

    private final ServerSocketChannel listener;
    private final Selector selector;
    private final long deadlineNanos;
    private final int maxOpen;
    private final int requestBytes;
    private final RequestLength length;
    private final Function<byte[], ByteBuffer> answers;
    /** Open lookups, oldest first: their deadlines come in the same order. */
    private final LinkedHashSet<Lookup> open = new LinkedHashSet<>();
    private final Thread loop;

    /**
     * @param requestBytes the most a request may have
     * @param maxOpen      lookups open at once; beyond that the oldest is closed
     * @param answers      turns a complete request into the answer to send, or null to close without one
     */
    RegistryListener(InetSocketAddress address, int requestBytes, long deadlineMillis, int maxOpen,
                     Function<byte[], ByteBuffer> answers, RequestLength length) throws IOException {
        this.listener = ServerSocketChannel.open();
        try {
            listener.bind(address, 50);
            listener.configureBlocking(false);
            this.selector = Selector.open();
            listener.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        this.deadlineNanos = TimeUnit.MILLISECONDS.toNanos(deadlineMillis);
        this.maxOpen = maxOpen;
        this.answers = answers;
        this.requestBytes = requestBytes;
        this.length = length;
        this.loop = new Thread(this::serve, "mwbench-registry");
        loop.setDaemon(true);
        loop.start();
    }

    /** How many bytes a request has, judged from its first bytes: -1 if not known yet, 0 if not a request. */
    interface RequestLength {
        int of(ByteBuffer received);
    }

    int port() {
        return listener.socket().getLocalPort();
    }

    private void serve() {
        try {
            while (selector.isOpen()) {
                long wait = closeExpired(System.nanoTime());
                selector.select(wait);
                Iterator<SelectionKey> ready = selector.selectedKeys().iterator();
                while (ready.hasNext()) {
                    SelectionKey key = ready.next();
                    ready.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key.isAcceptable()) {
                        acceptAll();
                    } else {
                        ((Lookup) key.attachment()).advance(key);
                    }
                }
            }
        } catch (ClosedSelectorException | IOException e) {
            if (listener.isOpen()) {
                LOG.warn("registry: stopped serving: {}", e.toString());
            }
        }
    }

    /** @return how long to wait for the next deadline, in ms (0: no deadline pending) */
    private long closeExpired(long now) {
        Iterator<Lookup> oldestFirst = open.iterator();
        while (oldestFirst.hasNext()) {
            Lookup lookup = oldestFirst.next();
            long left = lookup.deadline - now;
            if (left > 0) {
                return Math.max(1, TimeUnit.NANOSECONDS.toMillis(left) + 1);
            }
            oldestFirst.remove();
            lookup.closeQuietly();
        }
        return 0;
    }

    private void acceptAll() {
        while (true) {
            SocketChannel accepted;
            try {
                accepted = listener.accept();
            } catch (IOException e) { // out of descriptors, say: freeing one lets the next accept work
                LOG.warn("registry: accept failed: {}", e.toString());
                closeOldest();
                return;
            }
            if (accepted == null) {
                return;
            }
            if (open.size() >= maxOpen) {
                closeOldest();
            }
            try {
                accepted.configureBlocking(false);
                Lookup lookup = new Lookup(accepted, System.nanoTime() + deadlineNanos);
                accepted.register(selector, SelectionKey.OP_READ, lookup);
                open.add(lookup);
            } catch (IOException e) {
                closeQuietly(accepted);
            }
        }
    }

    private void closeOldest() {
        Iterator<Lookup> oldestFirst = open.iterator();
        if (oldestFirst.hasNext()) {
            Lookup oldest = oldestFirst.next();
            oldestFirst.remove();
            oldest.closeQuietly();
        }
    }

    /** One caller's lookup: its request as it arrives, then the answer as it leaves. */
    private final class Lookup {
        final SocketChannel channel;
        final long deadline;
        final ByteBuffer request = ByteBuffer.allocate(requestBytes);
        ByteBuffer answer;

        Lookup(SocketChannel channel, long deadline) {
            this.channel = channel;
            this.deadline = deadline;
        }

        void advance(SelectionKey key) {
            try {
                if (answer == null && !read()) {
                    return;
                }
                channel.write(answer);
                if (answer.hasRemaining()) {
                    key.interestOps(SelectionKey.OP_WRITE); // a caller that reads slowly: the deadline still runs
                    return;
                }
            } catch (IOException e) {
                // a caller that went away: nothing to answer
            }
            finish();
        }

        /** @return whether the answer is ready to send; throws to close the connection */
        private boolean read() throws IOException {
            if (channel.read(request) < 0) {
                throw new IOException("closed before the request was complete");
            }
            int expected = length.of(request.duplicate().flip());
            if (expected == 0 || expected > request.capacity()) {
                throw new IOException("not a lookup");
            }
            if (expected < 0 || request.position() < expected) {
                return false;
            }
            byte[] bytes = new byte[expected];
            request.flip().get(bytes);
            answer = answers.apply(bytes);
            if (answer == null) {
                throw new IOException("no answer");
            }
            return true;
        }

        void finish() {
            open.remove(this);
            closeQuietly();
        }

        void closeQuietly() {
            RegistryListener.closeQuietly(channel); // also cancels its selection key
        }
    }

    private static void closeQuietly(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing a connection we are done with
        }
    }

    @Override
    public void close() {
        try {
            listener.close();
            selector.close(); // ends the loop; the connections still open are closed below
        } catch (IOException e) {
            LOG.warn("registry: closing: {}", e.toString());
        }
        try {
            loop.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Lookup lookup : open) {
            lookup.closeQuietly();
        }
    }
}
