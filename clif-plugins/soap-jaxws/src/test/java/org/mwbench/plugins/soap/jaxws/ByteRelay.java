package org.mwbench.plugins.soap.jaxws;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A test-only TCP relay on loopback that counts the bytes it forwards each way: what really
 * crossed the client's sockets, to check the connection's own counts against. Each byte is
 * counted before it is forwarded, so once the client has its answer, the counts hold the
 * whole exchange.
 */
final class ByteRelay implements AutoCloseable {
    private final ServerSocket listener;
    private final InetSocketAddress target;
    private final AtomicLong toServer = new AtomicLong();
    private final AtomicLong toClient = new AtomicLong();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    ByteRelay(String host, int port) throws IOException {
        this.target = new InetSocketAddress(host, port);
        this.listener = new ServerSocket(0, 16, InetAddress.getByName("127.0.0.1"));
        Thread acceptor = new Thread(this::accept, "relay-acceptor");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    long toServer() {
        return toServer.get();
    }

    long toClient() {
        return toClient.get();
    }

    private void accept() {
        try {
            while (true) {
                Socket client = listener.accept();
                Socket server = new Socket(target.getAddress(), target.getPort());
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(server);
                pump(client, server, toServer);
                pump(server, client, toClient);
            }
        } catch (IOException e) {
            // closed
        }
    }

    private void pump(Socket from, Socket to, AtomicLong count) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[65536];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    count.addAndGet(n);
                    out.write(buffer, 0, n);
                }
            } catch (IOException e) {
                // one side closed
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "relay-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket socket : sockets) {
            closeQuietly(socket);
        }
    }
}
