package org.mwbench.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay on loopback that passes bytes on unread, as a NAT or a proxy on the path does, and
 * that a test can cut: what an agent's connection to its supervisor crosses between hosts.
 */
final class ByteRelay implements AutoCloseable {

    private final ServerSocket server;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    ByteRelay(int targetPort) throws IOException {
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.targetPort = targetPort;
        Thread acceptor = new Thread(this::accept, "test-relay");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket in = server.accept();
                Socket out = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                sockets.add(in);
                sockets.add(out);
                pipe(in, out);
                pipe(out, in);
            } catch (IOException e) {
                // closed, or the target is down: the dialler sees its connection closed
            }
        }
    }

    private void pipe(Socket from, Socket to) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // cut
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "test-relay-pipe");
        thread.setDaemon(true);
        thread.start();
    }

    /** Drops every connection under way, as a network failure would, and keeps accepting. */
    void cutAll() {
        sockets.forEach(ByteRelay::closeQuietly);
        sockets.clear();
    }

    @Override
    public void close() {
        closeQuietly(server);
        cutAll();
    }

    private static void closeQuietly(java.io.Closeable closeable) {
        try {
            closeable.close();
        } catch (IOException ignored) {
            // closing is all that is wanted
        }
    }
}
