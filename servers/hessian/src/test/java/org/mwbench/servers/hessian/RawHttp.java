package org.mwbench.servers.hessian;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** An HTTP/1.1 client on a raw socket, for requests no library would send (no body, an oversized chunked one). */
final class RawHttp implements AutoCloseable {
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    /** A reply: its status, its headers' text and its body. */
    record Reply(int status, String head, byte[] body) {
        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    RawHttp(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(30_000);
        in = socket.getInputStream();
        out = socket.getOutputStream();
    }

    void send(String head, byte[] body) throws IOException {
        out.write(head.getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
    }

    /** POSTs {@code body} to {@code path} with its length, and reads the reply. */
    Reply post(String path, byte[] body) throws IOException {
        send("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: x-application/hessian\r\nContent-Length: "
                + body.length + "\r\n\r\n", body);
        return read();
    }

    /** Reads a reply with a Content-Length. */
    Reply read() throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed the connection in the head: " + head);
            }
            head.append((char) b);
        }
        String text = head.toString();
        int status = Integer.parseInt(text.substring(9, 12));
        int length = 0;
        for (String line : text.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(in.readNBytes(length));
        return new Reply(status, text, body.toByteArray());
    }

    /** Whether the server closed the connection: a read gets the end of the stream. */
    boolean closedByServer() throws IOException {
        try {
            return in.read() < 0;
        } catch (IOException e) {
            return true; // reset
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
