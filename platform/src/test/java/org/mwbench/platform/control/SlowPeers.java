package org.mwbench.platform.control;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.security.Loopback;

/**
 * Attackers that send their requests slowly: each connects, sends a first part at once, then one
 * more byte per tick, and notes when the server closes its connection. One thread drives them all.
 */
final class SlowPeers implements AutoCloseable {

    /** What a peer does on its fresh connection before it starts to trickle (a protocol's own greeting). */
    interface Greeting {
        void greet(SocketChannel blocking) throws IOException;
    }

    /** One slow connection. */
    static final class Peer {
        final SocketChannel channel;
        final long openedNanos;
        private final byte[] rest;
        private int sent;
        volatile long closedAfterNanos = -1;

        Peer(SocketChannel channel, long openedNanos, byte[] rest) {
            this.channel = channel;
            this.openedNanos = openedNanos;
            this.rest = rest;
        }

        boolean closed() {
            return closedAfterNanos >= 0;
        }

        /** Notices a close by the server, else sends one more byte. */
        void tick() {
            try {
                if (channel.read(ByteBuffer.allocate(256)) < 0) {
                    throw new IOException("closed by the server");
                }
                if (sent < rest.length) {
                    channel.write(ByteBuffer.wrap(rest, sent, 1));
                    sent++;
                }
            } catch (IOException closedByServer) {
                closedAfterNanos = System.nanoTime() - openedNanos;
            }
        }
    }

    private final List<Peer> peers = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "slow-peers");
        thread.setDaemon(true);
        return thread;
    });

    SlowPeers(Duration tick) {
        ticker.scheduleWithFixedDelay(this::tickAll, tick.toMillis(), tick.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Connects to {@code port} on loopback, greets, sends {@code first}, and from then on one byte of {@code rest} per tick. */
    Peer open(int port, Greeting greeting, byte[] first, byte[] rest) throws IOException {
        long opened = System.nanoTime();
        SocketChannel channel = SocketChannel.open(new InetSocketAddress(Loopback.ADDRESS, port));
        try {
            greeting.greet(channel);
            ByteBuffer bytes = ByteBuffer.wrap(first);
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.configureBlocking(false);
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        Peer peer = new Peer(channel, opened, rest);
        peers.add(peer);
        return peer;
    }

    List<Peer> peers() {
        return peers;
    }

    long stillOpen() {
        return peers.stream().filter(peer -> !peer.closed()).count();
    }

    /** @return how many are still open when all are closed or {@code bound} has passed */
    long awaitClosed(Duration bound) throws InterruptedException {
        long end = System.nanoTime() + bound.toNanos();
        while (stillOpen() > 0 && System.nanoTime() < end) {
            Thread.sleep(100);
        }
        return stillOpen();
    }

    private void tickAll() {
        for (Peer peer : peers) {
            if (!peer.closed()) {
                peer.tick();
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        ticker.shutdownNow();
        ticker.awaitTermination(10, TimeUnit.SECONDS);
        for (Peer peer : peers) {
            try {
                peer.channel.close();
            } catch (IOException ignored) {
                // cleaning up what the test opened
            }
        }
    }
}
