package org.mwbench.plugins.httpjson.jdk;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP relay on loopback that counts the bytes it passes each way: what really crosses the
 * client's sockets, to check the client's computed figures against. A byte is counted before
 * it is passed on, so once the client has its reply, the counts include it.
 */
final class CountingRelay implements AutoCloseable {
    private final ServerSocket listener;
    private final int targetPort;
    private final AtomicLong up = new AtomicLong();
    private final AtomicLong down = new AtomicLong();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    CountingRelay(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        Thread acceptor = new Thread(this::accept, "relay-acceptor");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** Bytes from the client to the server so far. */
    long up() {
        return up.get();
    }

    /** Bytes from the server to the client so far. */
    long down() {
        return down.get();
    }

    private void accept() {
        try {
            while (true) {
                Socket client = listener.accept();
                Socket server = new Socket("127.0.0.1", targetPort);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(server);
                pump(client, server, up);
                pump(server, client, down);
            }
        } catch (IOException e) {
            // closed
        }
    }

    private static void pump(Socket from, Socket to, AtomicLong count) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buffer)) > 0) {
                    count.addAndGet(n);
                    out.write(buffer, 0, n);
                }
            } catch (IOException e) {
                // one side closed
            } finally {
                try {
                    to.shutdownOutput();
                } catch (IOException e) {
                    // already closed
                }
            }
        }, "relay-pump");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }
}
