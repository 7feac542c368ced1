package org.mwbench.plugins.xmlrpc;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A fake XML-RPC server that answers every request on one connection with the same canned
 * reply: for replies no honest server sends. It reads a request's head, then as many bytes as
 * its Content-Length says.
 */
final class OneShotHttpServer implements AutoCloseable {
    private final ServerSocket socket;
    private final Thread thread;

    OneShotHttpServer(String replyXml) throws IOException {
        socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"));
        byte[] body = replyXml.getBytes(StandardCharsets.UTF_8);
        byte[] reply = ("HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        thread = new Thread(() -> serve(reply, body), "one-shot-http");
        thread.setDaemon(true);
        thread.start();
    }

    String endpoint() {
        return "http://127.0.0.1:" + socket.getLocalPort() + "/RPC2";
    }

    private void serve(byte[] head, byte[] body) {
        try (Socket connection = socket.accept()) {
            InputStream in = connection.getInputStream();
            OutputStream out = connection.getOutputStream();
            while (true) {
                int length = readHead(in);
                if (length < 0) {
                    return;
                }
                in.readNBytes(length);
                out.write(head);
                out.write(body);
                out.flush();
            }
        } catch (IOException e) {
            // closed: the test is over
        }
    }

    /** @return the request's Content-Length, or -1 at the end of the stream */
    private static int readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                return -1;
            }
            head.append((char) b);
        }
        for (String line : head.toString().split("\r\n")) {
            if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        return 0;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
