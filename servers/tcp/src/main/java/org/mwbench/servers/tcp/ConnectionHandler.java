package org.mwbench.servers.tcp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.function.Consumer;

/**
 * One client connection on the server: its thread reads a request frame, dispatches it and
 * writes the reply, with one buffer reused for the life of the connection. It ends when the
 * client closes, when a frame breaks the wire format, or when the server closes the socket.
 */
final class ConnectionHandler implements Runnable {
    private final Socket socket;
    private final RequestDispatcher dispatcher;
    private final Consumer<ConnectionHandler> onEnd;
    private final Thread thread;

    ConnectionHandler(Socket socket, RequestDispatcher dispatcher, String name, Consumer<ConnectionHandler> onEnd) {
        this.socket = socket;
        this.dispatcher = dispatcher;
        this.onEnd = onEnd;
        this.thread = new Thread(this, name);
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    Thread thread() {
        return thread;
    }

    @Override
    public void run() {
        try (Socket s = socket) {
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
            onEnd.accept(this);
        }
    }

    /** Closes the socket, which ends a blocked read, and interrupts a service call in progress. */
    void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
        thread.interrupt();
    }
}
