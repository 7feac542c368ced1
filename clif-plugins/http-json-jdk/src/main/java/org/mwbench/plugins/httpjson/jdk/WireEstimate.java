package org.mwbench.plugins.httpjson.jdk;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.Operation;

/**
 * The bytes of each call's HTTP messages, computed rather than counted: {@code java.net.http}
 * opens its own {@code SocketChannel}s and offers no hook to wrap or observe them (no socket
 * factory; the only JVM-wide way in, a {@code SelectorProvider}, is global and fixed at
 * start-up).
 *
 * <p>What is computed, for each call that gets a reply (any status):
 * <ul>
 *   <li>sent: the request line, the headers this JDK's client writes for a POST
 *       ({@code Content-Length}, {@code Host}, {@code User-Agent: Java-http-client/<java.version>},
 *       and the {@code Content-Type} set here), the blank line, the body;</li>
 *   <li>received: the status line with the JDK server's reason phrase, every header of the
 *       reply as {@link HttpResponse#headers()} lists it, the blank line, the body.</li>
 * </ul>
 * Against this module's server (the JDK's) on JDK 17 and 25, the figures equal what crosses
 * the sockets, byte for byte; {@code HttpJsonWireBytesTest} checks that through a counting TCP
 * relay. Against another server, the reason phrase and header layout may differ by a few
 * bytes. Not counted: calls that fail without a reply (timeouts, refused connections), and
 * a chunked reply's framing (the server here always sends a Content-Length).
 *
 * <p>Cost per call: a few additions and one pass over the reply's three or four headers, with
 * no lock; one {@link LongAdder} add per direction.
 */
final class WireEstimate implements WireBytes {
    private static final String CRLF = "\r\n";

    /** The request line and fixed headers of each operation, by ordinal, without Content-Length's digits. */
    private final long[] requestFixedBytes;
    private final LongAdder sent = new LongAdder();
    private final LongAdder received = new LongAdder();

    WireEstimate(HttpJsonEndpoint endpoint, String contentType) {
        String fixedHeaders = "Content-Length: " + CRLF
                + "Host: " + endpoint.hostHeader() + CRLF
                + "User-Agent: Java-http-client/" + System.getProperty("java.version") + CRLF
                + "Content-Type: " + contentType + CRLF
                + CRLF;
        requestFixedBytes = new long[Operation.values().length];
        for (Operation operation : Operation.values()) {
            String requestLine = "POST " + operation.path() + " HTTP/1.1" + CRLF;
            requestFixedBytes[operation.ordinal()] = requestLine.length() + fixedHeaders.length();
        }
    }

    /** Adds one exchange: the request as the client wrote it, the reply as it arrived. */
    void exchanged(Operation operation, int requestBodyLength, HttpResponse<byte[]> response) {
        sent.add(requestFixedBytes[operation.ordinal()] + digits(requestBodyLength) + requestBodyLength);
        received.add(statusLineLength(response.statusCode()) + headersLength(response.headers().map())
                + CRLF.length() + response.body().length);
    }

    private static long headersLength(Map<String, List<String>> headers) {
        long length = 0;
        for (Map.Entry<String, List<String>> header : headers.entrySet()) {
            int name = header.getKey().length();
            for (String value : header.getValue()) {
                length += name + 2 + value.length() + 2; // "Name: value\r\n", ASCII
            }
        }
        return length;
    }

    /** {@code HTTP/1.1 200 OK\r\n}, with the reason phrases of the JDK's server. */
    private static int statusLineLength(int status) {
        return "HTTP/1.1 200 ".length() + reasonPhrase(status).length() + CRLF.length();
    }

    private static String reasonPhrase(int status) {
        switch (status) {
            case 200: return "OK";
            case 204: return "No Content";
            case 400: return "Bad Request";
            case 404: return "Not Found";
            case 405: return "Method Not Allowed";
            case 413: return "Request Entity Too Large";
            case 500: return "Internal Server Error";
            default: return "";
        }
    }

    private static int digits(int n) {
        int digits = 1;
        while (n >= 10) {
            n /= 10;
            digits++;
        }
        return digits;
    }

    @Override
    public long bytesSent() {
        return sent.sum();
    }

    @Override
    public long bytesReceived() {
        return received.sum();
    }
}
