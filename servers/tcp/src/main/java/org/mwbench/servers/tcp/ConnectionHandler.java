package org.mwbench.servers.tcp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.function.Consumer;

/**
 * One client connection on the server: a thread of {@link ConnectionThreads} reads a request
 * frame, dispatches it and writes the reply, with one buffer reused for the life of the
 * connection. It ends when the client closes, when a frame breaks the wire format, or when the
 * server closes the socket.
 */
final class ConnectionHandler implements Runnable {
    private final Socket socket;
    private final RequestDispatcher dispatcher;
    private final Consumer<ConnectionHandler> onEnd;
    private final String name;
    private volatile Thread runner;
    private volatile boolean closed;

    ConnectionHandler(Socket socket, RequestDispatcher dispatcher, String name, Consumer<ConnectionHandler> onEnd) {
        this.socket = socket;
        this.dispatcher = dispatcher;
        this.onEnd = onEnd;
        this.name = name;
    }

    @Override
    public void run() {
        Thread thread = Thread.currentThread();
        String poolName = thread.getName();
        thread.setName(name);
        runner = thread;
        try (Socket s = socket) {
            if (closed) {
                return; // close() came before this thread: it may have missed the interrupt
            }
            s.setTcpNoDelay(true);
            InputStream in = s.getInputStream();
            OutputStream out = s.getOutputStream();
            WireBuffer buffer = new WireBuffer();
            while (buffer.receiveFrame(in)) {
                dispatcher.dispatch(buffer);
                buffer.send(out);
            }
        } catch (IOException e) {
            // The client went away, broke the format, or close() closed the socket: this
            // connection is over and the client learns it from its own socket.
        } finally {
            runner = null;
            Thread.interrupted(); // an interrupt from close() must not reach this thread's next connection
            thread.setName(poolName);
            onEnd.accept(this);
        }
    }

    /** Closes the socket, which ends a blocked read, and interrupts a service call in progress. */
    void close() {
        closed = true;
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
        Thread thread = runner;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
