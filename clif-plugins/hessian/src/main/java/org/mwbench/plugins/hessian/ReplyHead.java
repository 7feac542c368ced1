package org.mwbench.plugins.hessian;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * The status line and the headers of an HTTP/1.1 reply, read from a socket's buffered input: what
 * a Hessian call needs of them (status, body length, whether the connection stays open, the
 * content encoding, the server's white-box part). Bounded: a line of at most
 * {@value #MAX_LINE} bytes and {@value #MAX_HEADERS} headers, so a hostile server cannot make the
 * client hold megabytes of headers.
 */
record ReplyHead(int status, String reason, long contentLength, boolean keepAlive, String contentEncoding,
                 long serverNanos) {
    static final int MAX_LINE = 8192;
    static final int MAX_HEADERS = 100;

    /** Thrown when the connection ends before the first byte of a reply: the request may be sent again elsewhere. */
    static final class NoReply extends EOFException {
        private static final long serialVersionUID = 1L;

        NoReply() {
            super("the server closed the connection without a reply");
        }
    }

    static ReplyHead read(InputStream in) throws IOException {
        String statusLine = line(in, true);
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP/1.x reply: " + printable(statusLine));
        }
        int status;
        try {
            status = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IOException("not an HTTP status: " + printable(statusLine), e);
        }
        boolean keepAlive = parts[0].equals("HTTP/1.1");
        long length = -1;
        String encoding = null;
        long serverNanos = -1;
        for (int i = 0; ; i++) {
            if (i > MAX_HEADERS) {
                throw new IOException("more than " + MAX_HEADERS + " reply headers");
            }
            String header = line(in, false);
            if (header.isEmpty()) {
                break;
            }
            int colon = header.indexOf(':');
            if (colon <= 0) {
                throw new IOException("a malformed reply header: " + printable(header));
            }
            String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = header.substring(colon + 1).trim();
            switch (name) {
                case "content-length" -> length = parseLength(value);
                case "connection" -> keepAlive = keepAlive && !value.equalsIgnoreCase("close");
                case "content-encoding" -> encoding = value;
                case "transfer-encoding" -> throw new IOException("a " + value + " reply: this client reads replies with a Content-Length only");
                default -> {
                    if (name.equals(WhiteBox.SERVER_NANOS)) {
                        serverNanos = WhiteBox.parseNanos(value);
                    }
                }
            }
        }
        if (length < 0) {
            throw new IOException("a reply without Content-Length: this client reads replies with a Content-Length only");
        }
        return new ReplyHead(status, parts.length > 2 ? parts[2] : "", length, keepAlive, encoding, serverNanos);
    }

    private static long parseLength(String value) throws IOException {
        try {
            long length = Long.parseLong(value);
            if (length >= 0) {
                return length;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IOException("a malformed Content-Length: " + printable(value));
    }

    /** One line without its CRLF, in ISO-8859-1 as HTTP heads are. */
    private static String line(InputStream in, boolean first) throws IOException {
        StringBuilder line = new StringBuilder(64);
        for (int b; (b = in.read()) != '\n'; ) {
            if (b < 0) {
                if (first && line.length() == 0) {
                    throw new NoReply();
                }
                throw new EOFException("the server closed the connection in the reply's head");
            }
            if (line.length() >= MAX_LINE) {
                throw new IOException("a reply head line longer than " + MAX_LINE + " bytes");
            }
            line.append((char) b);
        }
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\r') {
            line.setLength(end - 1);
        }
        return line.toString();
    }

    private static String printable(String text) {
        String cut = text.length() > 200 ? text.substring(0, 200) + "..." : text;
        return cut.replaceAll("[^\\x20-\\x7e]", "?");
    }
}
