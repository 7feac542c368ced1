package org.mwbench.servers.soap.jaxws;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * What a request must pass before the SOAP stack reads it, since the JDK's HTTP server has no
 * limits of its own and a SOAP stack reads whatever it is sent:
 * <ul>
 *   <li>a body above the size limit: a declared {@code Content-Length} over it is refused at
 *       once with 413, and the body stream fails once more than the limit has been read (a
 *       chunked request declares no length);</li>
 *   <li>a document type declaration: refused with 400 ({@link XmlProlog}); so is a prolog
 *       longer than {@value #PROLOG_LOOKAHEAD} bytes, which no SOAP client sends.</li>
 * </ul>
 * The cost per request is one look at the first bytes, which the stack then reads from
 * {@link RequestBody} as if nothing had happened.
 */
final class RequestGuard extends Filter {
    static final int PROLOG_LOOKAHEAD = 1024;
    private static final int BAD_REQUEST = 400;
    private static final int PAYLOAD_TOO_LARGE = 413;

    private final long maxBytes;

    RequestGuard(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public String description() {
        return "refuses request bodies over " + maxBytes + " bytes and XML with a DOCTYPE";
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        if (declared != null && declaredTooLarge(declared)) {
            refuse(exchange, PAYLOAD_TOO_LARGE, "request body larger than the server's limit of " + maxBytes
                    + " bytes (option " + SoapJaxwsServer.MAX_REQUEST_BYTES + ")");
            return;
        }
        InputStream in = exchange.getRequestBody();
        byte[] head = new byte[PROLOG_LOOKAHEAD];
        int length = 0;
        XmlProlog.Verdict verdict = XmlProlog.Verdict.UNDECIDED;
        while (length < head.length) {
            int n = in.read(head, length, head.length - length);
            if (n < 0) {
                break; // an empty or truncated body: the stack reports it
            }
            length += n;
            verdict = XmlProlog.inspect(head, length);
            if (verdict != XmlProlog.Verdict.UNDECIDED) {
                break;
            }
        }
        if (verdict == XmlProlog.Verdict.DOCTYPE) {
            refuse(exchange, BAD_REQUEST, "a SOAP message must not contain a document type declaration");
            return;
        }
        if (verdict == XmlProlog.Verdict.UNDECIDED && length == head.length) {
            refuse(exchange, BAD_REQUEST, "no root element in the first " + head.length + " bytes of the request");
            return;
        }
        exchange.setStreams(new RequestBody(head, length, in, maxBytes), null);
        chain.doFilter(exchange);
    }

    private boolean declaredTooLarge(String declared) {
        try {
            return Long.parseLong(declared.trim()) > maxBytes;
        } catch (NumberFormatException e) {
            return false; // the HTTP server itself refuses a malformed length
        }
    }

    /** Answers in plain text and closes the connection, whose unread body would otherwise follow. */
    private static void refuse(HttpExchange exchange, int status, String why) throws IOException {
        byte[] body = (why + "\n").getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.getResponseHeaders().set("Connection", "close");
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    /**
     * The request body as the stack reads it: the bytes the guard looked at, then the rest,
     * failing a read that goes past the limit. Counts in plain fields: one stream per request,
     * read by one thread.
     */
    static final class RequestBody extends InputStream {
        private final byte[] head;
        private final int headLength;
        private final InputStream rest;
        private int headPosition;
        private long left;

        RequestBody(byte[] head, int headLength, InputStream rest, long maxBytes) throws IOException {
            this.head = head;
            this.headLength = headLength;
            this.rest = rest;
            this.left = maxBytes;
            consumed(headLength);
        }

        @Override
        public int read() throws IOException {
            if (headPosition < headLength) {
                return head[headPosition++] & 0xFF;
            }
            int b = rest.read();
            if (b >= 0) {
                consumed(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            if (headPosition < headLength) {
                int n = Math.min(length, headLength - headPosition);
                System.arraycopy(head, headPosition, buffer, offset, n);
                headPosition += n;
                return n;
            }
            int n = rest.read(buffer, offset, length);
            if (n > 0) {
                consumed(n);
            }
            return n;
        }

        @Override
        public int available() throws IOException {
            return headLength - headPosition + rest.available();
        }

        @Override
        public void close() throws IOException {
            rest.close();
        }

        private void consumed(long n) throws IOException {
            left -= n;
            if (left < 0) {
                throw new IOException("request body larger than the server's limit (option "
                        + SoapJaxwsServer.MAX_REQUEST_BYTES + ")");
            }
        }
    }
}
