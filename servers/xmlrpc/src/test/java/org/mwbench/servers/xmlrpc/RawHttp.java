package org.mwbench.servers.xmlrpc;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** One XML-RPC POST on a raw socket, and its reply as the server wrote it: what no client library hides. */
final class RawHttp {
    /** A reply: the status line and headers as text, the body as UTF-8. */
    record Reply(String head, String body) {
        boolean keepsAlive() {
            return head.toLowerCase(Locale.ROOT).contains("connection: keep-alive");
        }

        boolean isFault() {
            return body.contains("<fault>");
        }
    }

    static final String EX = "http://ws.apache.org/xmlrpc/namespaces/extensions";

    private RawHttp() {
    }

    static Reply post(Socket socket, String xml) throws IOException {
        byte[] body = xml.getBytes(StandardCharsets.UTF_8);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /RPC2 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml\r\nContent-Length: "
                + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        InputStream in = socket.getInputStream();
        String head = readHead(in);
        int length = contentLength(head);
        byte[] reply = in.readNBytes(length);
        return new Reply(head, new String(reply, StandardCharsets.UTF_8));
    }

    /** A methodCall that declares Apache's extension prefix {@code ex} on its root, as Apache's parser requires. */
    static String call(String method, String params) {
        return "<?xml version=\"1.0\"?><methodCall xmlns:ex=\"" + EX + "\"><methodName>" + method + "</methodName><params>" + params
                + "</params></methodCall>";
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed the connection after: " + head);
            }
            head.write(b);
            matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    private static int contentLength(String head) throws IOException {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        throw new IOException("no Content-Length in " + head);
    }
}
