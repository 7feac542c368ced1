package org.mwbench.console.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mwbench.console.web.security.Sessions;

/**
 * HTTP/1.1 by hand over a socket, so that a test can send what a browser never would (a
 * forged Host, a foreign Origin) and see the raw answer, cookies and redirects included.
 */
final class RawHttp {
    record Response(int status, Map<String, List<String>> headers, String body) {
        String header(String name) {
            List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
            return values == null || values.isEmpty() ? null : values.get(0);
        }

        /** The session cookie's value from Set-Cookie, or null. */
        String sessionCookie() {
            String cookie = header("set-cookie");
            if (cookie == null || !cookie.startsWith(Sessions.COOKIE + "=")) {
                return null;
            }
            return cookie.substring(Sessions.COOKIE.length() + 1, cookie.indexOf(';'));
        }
    }

    /** The request header that sends a session id. */
    static String sessionHeader(String sessionId) {
        return "Cookie: " + Sessions.COOKIE + "=" + sessionId;
    }

    private final int port;
    private final InetAddress source;

    RawHttp(int port) {
        this(port, InetAddress.getLoopbackAddress());
    }

    /**
     * @param source the local address to send from: on Linux every 127.x.y.z is loopback, so
     *               a test can play several clients at different addresses
     */
    RawHttp(int port, InetAddress source) {
        this.port = port;
        this.source = source;
    }

    Response get(String path, String... headers) throws IOException {
        return send("GET", path, null, null, headers);
    }

    /** @param headers "Name: value" lines; a Host line replaces the default one */
    Response send(String method, String path, String contentType, String body, String... headers) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port, source, 0)) {
            socket.setSoTimeout(30_000);
            StringBuilder request = new StringBuilder();
            request.append(method).append(' ').append(path).append(" HTTP/1.1\r\n");
            boolean hostGiven = false;
            for (String header : headers) {
                hostGiven |= header.toLowerCase(Locale.ROOT).startsWith("host:");
                request.append(header).append("\r\n");
            }
            if (!hostGiven) {
                request.append("Host: 127.0.0.1:").append(port).append("\r\n");
            }
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            if (body != null) {
                request.append("Content-Type: ").append(contentType).append("\r\n");
            }
            request.append("Content-Length: ").append(content.length).append("\r\n");
            request.append("Connection: close\r\n\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(content);
            out.flush();
            return read(socket.getInputStream());
        }
    }

    private static Response read(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        in.transferTo(all);
        String text = all.toString(StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        String head = end < 0 ? text : text.substring(0, end);
        String body = end < 0 ? "" : text.substring(end + 4);
        String[] lines = head.split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.computeIfAbsent(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
                        name -> new java.util.ArrayList<>()).add(lines[i].substring(colon + 1).strip());
            }
        }
        return new Response(status, headers, body);
    }
}
