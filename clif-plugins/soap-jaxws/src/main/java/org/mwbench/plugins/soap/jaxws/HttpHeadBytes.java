package org.mwbench.plugins.soap.jaxws;

import java.net.HttpURLConnection;
import java.net.URL;
import java.util.List;
import java.util.Map;

/**
 * The bytes of HTTP/1.1 framing that {@code HttpURLConnection} writes and reads around a
 * SOAP body, which no hook of the JDK's HTTP client shows: it opens its sockets itself, with
 * no socket factory for {@code http:} URLs. They are rebuilt from what the connection does
 * show, in the forms the JDK writes them (one {@code "Name: value\r\n"} line per value):
 * <ul>
 *   <li>request: the request line, every header the RI set, and the three the JDK adds:
 *       {@code Host}, {@code Connection} and {@code Content-Length}. The JDK would
 *       also add {@code User-Agent}, {@code Accept} and {@code Content-type} (with values that
 *       change between JDK versions), but the RI sets all three on every SOAP request;</li>
 *   <li>response: the status line and every header line, as the connection parsed them;</li>
 *   <li>a chunked response body's framing ({@link #chunkFraming}), from where the RI's
 *       server flushes its stream.</li>
 * </ul>
 * The plugin's {@code WireBytesTest} checks these figures against the bytes a relay sees on
 * the socket.
 */
final class HttpHeadBytes {
    private static final int CRLF = 2;
    private static final int COLON_SPACE = 2;
    /** What the JDK's client asks for, read once per JVM as the JDK itself does. */
    private static final String CONNECTION =
            Boolean.parseBoolean(System.getProperty("http.keepAlive", "true")) ? "keep-alive" : "close";
    /** {@code sun.net.httpserver.ChunkedOutputStream.CHUNK_SIZE}, the same in JDK 17 and 25. */
    static final int SERVER_CHUNK_SIZE = 4096;

    private HttpHeadBytes() {
    }

    /**
     * The request line and headers of a POST of {@code bodyBytes}, as the JDK writes them.
     *
     * @param headers the headers the RI set on the connection (its {@code Content-Length} is
     *                not passed on: the JDK writes its own)
     */
    static long request(HttpURLConnection connection, Map<String, List<String>> headers, long bodyBytes) {
        URL url = connection.getURL();
        String file = url.getFile();
        long bytes = connection.getRequestMethod().length() + 1 + (file.isEmpty() ? 1 : ascii(file)) + 1
                + "HTTP/1.1".length() + CRLF;
        for (Map.Entry<String, List<String>> header : headers.entrySet()) {
            if ("Content-Length".equalsIgnoreCase(header.getKey())) {
                continue;
            }
            for (String value : header.getValue()) {
                bytes += line(header.getKey(), value);
            }
        }
        int port = url.getPort();
        long host = ascii(url.getHost()) + (port == -1 || port == url.getDefaultPort() ? 0 : 1 + digits(port));
        bytes += "Host".length() + COLON_SPACE + host + CRLF;
        bytes += line("Connection", CONNECTION);
        bytes += "Content-Length".length() + COLON_SPACE + digits(bodyBytes) + CRLF;
        return bytes + CRLF;
    }

    /** The status line and headers of the response, as the connection parsed them. */
    static long response(HttpURLConnection connection) {
        String status = connection.getHeaderField(0);
        long bytes = status == null ? 0 : ascii(status) + CRLF;
        for (int i = 1; ; i++) {
            String key = connection.getHeaderFieldKey(i);
            String value = connection.getHeaderField(i);
            if (key == null && value == null) {
                break;
            }
            bytes += line(key == null ? "" : key, value == null ? "" : value);
        }
        return bytes + CRLF;
    }

    /** Whether the response body came in chunks, whose framing {@link #chunkFraming} counts. */
    static boolean chunked(HttpURLConnection connection) {
        return "chunked".equalsIgnoreCase(connection.getHeaderField("Transfer-Encoding"));
    }

    /**
     * The chunk headers and trailers around a body of {@code bodyBytes} whose first
     * {@code flushedHead} bytes the server flushed on their own (0 if none): the RI's server
     * flushes the envelope's head up to the {@code Body} start tag before JAXB writes the
     * payload into the stream, then flushes once more at the end. The JDK's server sends each
     * flushed part as 4096-byte chunks and a last, shorter one, and ends with the zero chunk.
     */
    static long chunkFraming(long bodyBytes, long flushedHead) {
        return chunks(flushedHead) + chunks(bodyBytes - flushedHead) + "0".length() + CRLF + CRLF;
    }

    private static long chunks(long bytes) {
        long full = bytes / SERVER_CHUNK_SIZE;
        long rest = bytes % SERVER_CHUNK_SIZE;
        long framing = full * (Integer.toHexString(SERVER_CHUNK_SIZE).length() + CRLF + CRLF);
        return rest == 0 ? framing : framing + Long.toHexString(rest).length() + CRLF + CRLF;
    }

    private static long line(String key, String value) {
        return ascii(key) + COLON_SPACE + ascii(value) + CRLF;
    }

    /** The decimal digits of a count, without writing it out. */
    private static int digits(long value) {
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        return digits;
    }

    /** Header text goes out one byte per char (ISO-8859-1), as the JDK writes it. */
    private static int ascii(String text) {
        return text.length();
    }
}
