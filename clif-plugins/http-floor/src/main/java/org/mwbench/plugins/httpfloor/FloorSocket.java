package org.mwbench.plugins.httpfloor;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ProtocolException;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.plugins.httpjson.common.DeadlineSocket;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/**
 * One HTTP/1.1 keep-alive connection: writes a request in one {@code write}, reads the status
 * line and headers from its own buffer, keeping only the status, {@code Content-Length} and
 * {@code Connection: close}, then the body. Not thread-safe: one call at a time
 * ({@link HttpFloorConnection} keeps the idle ones). Its socket is a {@link DeadlineSocket}:
 * every byte counted, every read bounded by the call's deadline.
 */
final class FloorSocket implements AutoCloseable {
    private static final byte[] NO_BODY = {};

    private final DeadlineSocket socket;
    private final InputStream in;
    private final OutputStream out;
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;
    /** Where the line {@link #lineEnd} last found starts: the buffer may move while a line is read. */
    private int lineStart;
    private int status;
    private boolean closeAfter;

    FloorSocket(HttpJsonEndpoint endpoint, int connectTimeoutMillis, WireCounter counter) throws IOException {
        socket = new DeadlineSocket(counter);
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(endpoint.host(), endpoint.port()), connectTimeoutMillis);
            in = socket.getInputStream();
            out = socket.getOutputStream();
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /** Sends one request and returns the reply's body; {@link #status()} is then its status. */
    byte[] exchange(byte[] request) throws IOException {
        out.write(request);
        out.flush();
        readStatusLine();
        long length = readHeaders();
        if (length < 0) {
            if (status == 204 || status == 304) {
                return NO_BODY;
            }
            throw new ProtocolException("HTTP " + status + " without Content-Length: the floor reads no other framing");
        }
        if (length > Integer.MAX_VALUE - 8) {
            throw new ProtocolException("a body of " + length + " bytes");
        }
        byte[] body = new byte[(int) length];
        int copied = Math.min(limit - position, body.length);
        System.arraycopy(buffer, position, body, 0, copied);
        position += copied;
        while (copied < body.length) {
            int n = in.read(body, copied, body.length - copied);
            if (n < 0) {
                throw new EOFException("the server closed the connection after " + copied + " of " + length + " body bytes");
            }
            copied += n;
        }
        return body;
    }

    int status() {
        return status;
    }

    /** Whether the connection can carry another call: the server did not say it closes. */
    boolean reusable() {
        return !closeAfter && position == limit;
    }

    private void readStatusLine() throws IOException {
        int end = lineEnd();
        int start = lineStart;
        // "HTTP/1.1 200 ..."
        if (end - start < 12 || buffer[start] != 'H' || buffer[start + 8] != ' ') {
            throw new ProtocolException("not an HTTP status line: " + new String(buffer, start, end - start,
                    java.nio.charset.StandardCharsets.ISO_8859_1));
        }
        status = (buffer[start + 9] - '0') * 100 + (buffer[start + 10] - '0') * 10 + (buffer[start + 11] - '0');
        closeAfter = buffer[start + 7] == '0'; // HTTP/1.0 closes unless told otherwise
    }

    /** Reads the headers up to the blank line; returns the Content-Length, or -1. */
    private long readHeaders() throws IOException {
        long length = -1;
        while (true) {
            int end = lineEnd();
            int start = lineStart;
            if (end == start) {
                return length;
            }
            if (startsWith(start, end, "content-length:")) {
                length = 0;
                for (int i = start + 15; i < end; i++) {
                    byte b = buffer[i];
                    if (b >= '0' && b <= '9') {
                        length = length * 10 + (b - '0');
                    }
                }
            } else if (startsWith(start, end, "connection:")) {
                closeAfter = contains(start, end, "close");
            } else if (startsWith(start, end, "transfer-encoding:")) {
                throw new ProtocolException("a chunked reply: the floor reads Content-Length framing only");
            }
        }
    }

    /** The end of the next line (its CR), and moves past its CRLF; refills the buffer as needed. */
    private int lineEnd() throws IOException {
        int scanned = position;
        while (true) {
            for (int i = scanned; i + 1 < limit; i++) {
                if (buffer[i] == '\r' && buffer[i + 1] == '\n') {
                    lineStart = position;
                    position = i + 2;
                    return i;
                }
            }
            scanned = Math.max(position, limit - 1);
            if (position > 0) {
                // compact, keeping the line being read at the buffer's start
                int kept = limit - position;
                System.arraycopy(buffer, position, buffer, 0, kept);
                scanned -= position;
                limit = kept;
                position = 0;
            }
            if (limit == buffer.length) {
                throw new ProtocolException("a header line longer than " + buffer.length + " bytes");
            }
            int n = in.read(buffer, limit, buffer.length - limit);
            if (n < 0) {
                throw new EOFException(limit == 0 ? "the server closed the connection" : "the server closed the connection mid-header");
            }
            limit += n;
        }
    }

    private boolean startsWith(int start, int end, String lowerCasePrefix) {
        if (end - start < lowerCasePrefix.length()) {
            return false;
        }
        for (int i = 0; i < lowerCasePrefix.length(); i++) {
            if (Character.toLowerCase((char) buffer[start + i]) != lowerCasePrefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean contains(int start, int end, String lowerCaseWord) {
        String line = new String(buffer, start, end - start, java.nio.charset.StandardCharsets.ISO_8859_1);
        return line.toLowerCase(java.util.Locale.ROOT).contains(lowerCaseWord);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
