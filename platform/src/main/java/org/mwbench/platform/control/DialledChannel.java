package org.mwbench.platform.control;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.rmi.ConnectException;
import java.rmi.RemoteException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.mwbench.platform.security.DialOutTls;

/**
 * The supervisor's end of a connection that an agent dialled ({@code mwbench agent --connect}): a
 * {@link ControlChannel} whose hellos and sealed calls travel as {@link TunnelFrame}s with ids, so
 * that any number of calls share the one connection, each answered by the frame of its id.
 * {@link ChannelClient} drives it exactly as it drives an RMI stub: the agent proves the secret at
 * hello, every call and answer is sealed, and this class only moves bytes.
 *
 * <p>A call waits at most the call timeout for its answer. When the connection drops, every call
 * under way fails at once with a {@link ConnectException}, as a call to a dead RMI endpoint does,
 * and the channel stays closed: the agent dials again and is registered anew.
 */
public final class DialledChannel implements ControlChannel, AutoCloseable {

    /** How long a silent connection is kept: the supervisor pings every {@link #PING_MILLIS}. */
    public static final int SILENCE_MILLIS = 30_000;
    public static final long PING_MILLIS = 5_000;

    private final Socket socket;
    private final String agentName;
    private final byte[] identity;
    private volatile int callTimeoutMillis;
    private final DataInputStream in;
    private final DataOutputStream out;
    private final AtomicLong ids = new AtomicLong();
    private final Map<Long, CompletableFuture<byte[]>> pending = new ConcurrentHashMap<>();
    private final CompletableFuture<String> closed = new CompletableFuture<>();

    /**
     * Starts reading answers on a thread of its own.
     *
     * @param identity what the agent proves the secret for: {@link StubIdentity#dialled}
     */
    public DialledChannel(Socket socket, String agentName, byte[] identity, int callTimeoutMillis) throws IOException {
        this.socket = socket;
        this.agentName = agentName;
        this.identity = identity.clone();
        this.callTimeoutMillis = callTimeoutMillis;
        socket.setSoTimeout(SILENCE_MILLIS);
        this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
        this.out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
        Thread reader = new Thread(this::readAnswers, "mwbench-dialled-" + agentName);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Reads the agent's announce, the first frame on a freshly accepted connection, within the
     * socket's current read timeout.
     */
    public static String readAnnounce(Socket socket) throws IOException {
        return TunnelFrame.readFrom(new DataInputStream(socket.getInputStream())).announcedName();
    }

    /** How long later calls wait for their answer: shorter while a new connection proves the secret. */
    public void useCallTimeout(int millis) {
        this.callTimeoutMillis = millis;
    }

    public String agentName() {
        return agentName;
    }

    byte[] identity() {
        return identity.clone();
    }

    public boolean isOpen() {
        return !closed.isDone();
    }

    /** Completes, with why, when the connection is closed. */
    public CompletableFuture<String> whenClosed() {
        return closed.copy();
    }

    @Override
    public byte[] hello(byte[] request) throws RemoteException {
        return exchange(TunnelFrame.Type.HELLO, request, "hello");
    }

    @Override
    public byte[] call(byte[] frame) throws RemoteException {
        return exchange(TunnelFrame.Type.CALL, frame, "a call");
    }

    /** Sends a ping, so that both ends see the connection alive; a failed send closes it. */
    public void ping() {
        try {
            send(new TunnelFrame(TunnelFrame.Type.PING, 0, new byte[0]));
        } catch (IOException e) {
            close("the connection failed: " + e.getMessage());
        }
    }

    private byte[] exchange(TunnelFrame.Type type, byte[] body, String what) throws RemoteException {
        int timeout = callTimeoutMillis;
        long id = ids.incrementAndGet();
        CompletableFuture<byte[]> answer = new CompletableFuture<>();
        pending.put(id, answer);
        try {
            if (!isOpen()) {
                throw lost();
            }
            send(new TunnelFrame(type, id, body));
            return answer.get(timeout, TimeUnit.MILLISECONDS);
        } catch (IOException e) {
            close("the connection failed: " + e.getMessage());
            throw lost();
        } catch (ExecutionException e) {
            throw lost();
        } catch (TimeoutException e) {
            throw new RemoteException("agent '" + agentName + "' did not answer " + what + " within "
                    + timeout + " ms (--call-timeout raises it)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RemoteException("interrupted while waiting for agent '" + agentName + "'", e);
        } finally {
            pending.remove(id);
        }
    }

    private ConnectException lost() {
        return new ConnectException("the connection that agent '" + agentName + "' dialled is closed: "
                + closed.getNow("closing"));
    }

    private void send(TunnelFrame frame) throws IOException {
        synchronized (out) {
            frame.writeTo(out);
            out.flush();
        }
    }

    private void readAnswers() {
        try {
            while (isOpen()) {
                TunnelFrame frame = TunnelFrame.readFrom(in);
                switch (frame.type()) {
                    case ANSWER -> answer(frame);
                    case PONG -> { } // its arrival reset the read timeout
                    default -> throw new IOException("agent '" + agentName + "' sent a " + frame.type() + " frame");
                }
            }
        } catch (IOException e) {
            close(e.getMessage());
        }
    }

    private void answer(TunnelFrame frame) throws IOException {
        if (frame.id() <= 0 || frame.id() > ids.get()) {
            throw new IOException("agent '" + agentName + "' answered call " + frame.id() + ", never made");
        }
        CompletableFuture<byte[]> waiting = pending.get(frame.id());
        if (waiting != null) { // else the call timed out: its late answer is dropped
            waiting.complete(frame.body());
        }
    }

    /** Closes the connection; calls under way fail with {@code why}. */
    public void close(String why) {
        if (closed.complete(why == null ? "closed" : why)) {
            DialOutTls.close(socket);
            pending.values().forEach(call -> call.completeExceptionally(new IOException(why)));
        }
    }

    @Override
    public void close() {
        close("closed by the supervisor");
    }

    @Override
    public String toString() {
        return "agent '" + agentName + "' dialled in from " + socket.getRemoteSocketAddress();
    }
}
