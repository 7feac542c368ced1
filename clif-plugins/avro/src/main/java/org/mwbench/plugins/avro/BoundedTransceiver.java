package org.mwbench.plugins.avro;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.apache.avro.ipc.Callback;
import org.apache.avro.ipc.CallFuture;
import org.apache.avro.ipc.netty.NettyTransceiver;

/**
 * Avro's NettyTransceiver with the waits Avro leaves unbounded bounded by the call timeout. Avro's
 * {@code Requestor} waits for a handshake's reply without limit on the calling thread: the first
 * call on a connection, and the first after Avro reconnected (a dropped connection forgets the
 * server's protocol), sends its request with the handshake and blocks in {@code CallFuture.await()}
 * while holding the requestor's handshake lock, which every other caller then waits for; the
 * handshake-only request of {@code getRemote()} waits in this class's synchronous
 * {@code transceive}. So every request sent while no handshake holds ({@code !isConnected()}) gets
 * a deadline on the transceiver's own event loops: past the timeout its callback fails with a
 * {@link TimeoutException}, which ends Avro's wait and fails the call. Requests on an established
 * connection get no timer (the caller waits with {@code CallFuture.get(timeout)}), so measured
 * calls pay nothing for it. Connecting is bounded by Netty's connect timeout, the same timeout.
 */
final class BoundedTransceiver extends NettyTransceiver {
    private final String server;
    private final long timeoutMillis;
    private final EventLoopGroup eventLoops;

    private BoundedTransceiver(InetSocketAddress server, int timeoutMillis, Consumer<SocketChannel> initializer,
                               AtomicReference<EventLoopGroup> eventLoops) throws IOException {
        super(server, timeoutMillis, initializer, bootstrap -> eventLoops.set(bootstrap.config().group()));
        this.server = server.toString();
        this.timeoutMillis = timeoutMillis;
        this.eventLoops = eventLoops.get();
    }

    /**
     * Connects to {@code server} (Avro's "Error connecting to ..." IOException past the timeout).
     *
     * @param initializer what Avro's channel initializer runs first on each new channel
     */
    static BoundedTransceiver connect(InetSocketAddress server, int timeoutMillis, Consumer<SocketChannel> initializer)
            throws IOException {
        return new BoundedTransceiver(server, timeoutMillis, initializer, new AtomicReference<>());
    }

    @Override
    public void transceive(List<ByteBuffer> request, Callback<List<ByteBuffer>> callback) throws IOException {
        if (isConnected()) {
            super.transceive(request, callback);
            return;
        }
        Deadline deadline = new Deadline(callback);
        try {
            deadline.timer = eventLoops.schedule(deadline::expire, timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closed) {
            throw new IOException("the Avro connection to " + server + " is closed", closed);
        }
        try {
            super.transceive(request, deadline);
        } catch (IOException | RuntimeException | Error e) {
            deadline.timer.cancel(false);
            throw e;
        }
    }

    /**
     * The handshake-only request ({@code Requestor.getRemote()}): Avro's own waits without limit and
     * returns null on a failure; this one fails with the cause, a {@link TimeoutException} past the timeout.
     */
    @Override
    public List<ByteBuffer> transceive(List<ByteBuffer> request) throws IOException {
        CallFuture<List<ByteBuffer>> reply = new CallFuture<>();
        transceive(request, reply);
        try {
            return reply.get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException cause) {
                throw cause;
            }
            throw new IOException(e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw new IOException(timedOut(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while waiting for the Avro server at " + server);
        }
    }

    private String timedOut() {
        return "no Avro handshake with the server at " + server + " within " + timeoutMillis + " ms";
    }

    /** Passes on the first of the reply, an error, or the timeout's expiry; whichever comes first ends the wait. */
    private final class Deadline implements Callback<List<ByteBuffer>> {
        private final Callback<List<ByteBuffer>> callback;
        private final AtomicBoolean done = new AtomicBoolean();
        private volatile ScheduledFuture<?> timer;

        Deadline(Callback<List<ByteBuffer>> callback) {
            this.callback = callback;
        }

        @Override
        public void handleResult(List<ByteBuffer> result) {
            if (done.compareAndSet(false, true)) {
                cancelTimer();
                callback.handleResult(result);
            }
        }

        @Override
        public void handleError(Throwable error) {
            if (done.compareAndSet(false, true)) {
                cancelTimer();
                callback.handleError(error);
            }
        }

        /** Null-safe: a timer shorter than scheduling itself may expire before it is stored. */
        private void cancelTimer() {
            ScheduledFuture<?> armed = timer;
            if (armed != null) {
                armed.cancel(false);
            }
        }

        void expire() {
            handleError(new TimeoutException(timedOut()));
        }
    }
}
