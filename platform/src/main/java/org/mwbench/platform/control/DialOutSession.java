package org.mwbench.platform.control;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.security.DialOutTls;

/**
 * The agent's end of one connection it dialled to its supervisor: it announces its name, then
 * serves the supervisor's hellos and sealed calls on its {@link ChannelServer}, as an exported
 * endpoint serves them over RMI, and answers each with the frame of its id. Calls run on a small
 * pool, so that a deploy of minutes does not hold up a status call or a ping; a peer sending more
 * calls at once than the pool and its queue hold is cut off rather than queued without bound.
 */
public final class DialOutSession {

    /** Calls run at once: a supervisor makes a few (lease, status, collect); more is a flood. */
    static final int CALLS_AT_ONCE = 8;
    static final int CALLS_QUEUED = 32;

    private final Socket socket;
    private final ChannelServer server;
    private final DataOutputStream out;
    private final java.util.concurrent.atomic.AtomicInteger callsServed = new java.util.concurrent.atomic.AtomicInteger();

    /**
     * @param socket a connection to the supervisor, whose certificate fingerprint made the identity
     *               that {@code server} was {@linkplain ChannelServer#identify identified} with
     */
    public DialOutSession(Socket socket, ChannelServer server) throws IOException {
        this.socket = socket;
        this.server = server;
        this.out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
    }

    /**
     * Announces the agent and serves the supervisor until the connection ends.
     *
     * @throws IOException why it ended: closed, silent for {@link DialledChannel#SILENCE_MILLIS}, or
     *                     a frame that is not of this protocol
     */
    public void serve() throws IOException {
        ThreadPoolExecutor calls = new ThreadPoolExecutor(CALLS_AT_ONCE, CALLS_AT_ONCE, 10, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(CALLS_QUEUED), runnable -> {
                    Thread thread = new Thread(runnable, "mwbench-dial-out-call");
                    thread.setDaemon(true);
                    return thread;
                });
        calls.allowCoreThreadTimeOut(true);
        try {
            socket.setSoTimeout(DialledChannel.SILENCE_MILLIS);
            send(TunnelFrame.announce(server.peerName()));
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            while (true) {
                TunnelFrame frame = TunnelFrame.readFrom(in);
                switch (frame.type()) {
                    case PING -> send(new TunnelFrame(TunnelFrame.Type.PONG, frame.id(), new byte[0]));
                    case HELLO, CALL -> submit(calls, frame);
                    default -> throw new IOException("the supervisor sent a " + frame.type() + " frame");
                }
            }
        } finally {
            DialOutTls.close(socket); // first: no answer leaves once the connection is given up
            // Calls queued for a connection that is gone are dropped; those under way finish, uninterrupted,
            // as an RMI endpoint's do when their caller goes: a deploy cut halfway would leave more to clean.
            calls.getQueue().clear();
            calls.shutdown();
        }
    }

    private void submit(ThreadPoolExecutor calls, TunnelFrame frame) throws IOException {
        try {
            calls.execute(() -> answer(frame));
        } catch (RejectedExecutionException e) {
            throw new IOException("the supervisor sent more than " + (CALLS_AT_ONCE + CALLS_QUEUED) + " calls at once");
        }
    }

    /** Calls answered on this connection, hellos aside: none means the supervisor never got past the proof. */
    public int callsServed() {
        return callsServed.get();
    }

    private void answer(TunnelFrame frame) {
        byte[] answer;
        if (frame.type() == TunnelFrame.Type.HELLO) {
            answer = server.hello(frame.body());
        } else {
            answer = server.call(frame.body());
            callsServed.incrementAndGet();
        }
        try {
            send(new TunnelFrame(TunnelFrame.Type.ANSWER, frame.id(), answer));
        } catch (IOException e) {
            close(); // the reading thread sees it and ends the session
        }
    }

    private void send(TunnelFrame frame) throws IOException {
        synchronized (out) {
            frame.writeTo(out);
            out.flush();
        }
    }

    /** Ends the session from another thread: {@link #serve()} returns with an exception. */
    public void close() {
        DialOutTls.close(socket);
    }
}
