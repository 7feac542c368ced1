package org.mwbench.plugins.soap.jaxws;

import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.transport.http.client.HttpClientTransport;
import jakarta.xml.ws.WebServiceException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.WireCounter;

/**
 * One call's HTTP exchange, as the RI makes it, counted:
 * <ul>
 *   <li>once the response's status and headers have arrived, the request's head (whose body
 *       the codec counted) and the response's head ({@link HttpHeadBytes});</li>
 *   <li>the response body, as the RI reads it and then drains it on close, and at its end,
 *       the chunk framing around it.</li>
 * </ul>
 * A call that fails before its response arrives has counted its request body only.
 */
final class CountingHttpClientTransport extends HttpClientTransport {
    /**
     * Drains what the RI's parser left unread (the envelope's end tags), shared by all calls
     * as the RI's own is: its content is never looked at.
     */
    private static final byte[] THROW_AWAY = new byte[8192];

    private final Map<String, List<String>> requestHeaders;
    private final CountingCodec codec;
    private final WireCounter counter;
    private HttpURLConnection connection;

    CountingHttpClientTransport(Packet packet, Map<String, List<String>> requestHeaders, CountingCodec codec,
                                WireCounter counter) {
        super(packet, requestHeaders);
        this.requestHeaders = requestHeaders;
        this.codec = codec;
        this.counter = counter;
    }

    /** Opens the connection as the RI would, keeping it to read what it sent and received. */
    @Override
    protected HttpURLConnection openConnection(Packet packet) {
        try {
            connection = (HttpURLConnection) packet.endpointAddress.openConnection();
        } catch (IOException e) {
            throw new WebServiceException("cannot open a connection to " + packet.endpointAddress + ": " + e, e);
        }
        return connection;
    }

    @Override
    protected void readResponseCodeAndMessage() {
        super.readResponseCodeAndMessage();
        counter.sent(codec.lastRequestBytes() + HttpHeadBytes.request(connection, requestHeaders, codec.lastRequestBytes()));
        counter.received(HttpHeadBytes.response(connection));
    }

    /** The RI's own {@code readResponse}, with the count inside its draining close. */
    @Override
    protected InputStream readResponse() {
        InputStream in;
        try {
            in = connection.getInputStream();
        } catch (IOException e) {
            in = connection.getErrorStream();
        }
        return in == null ? null : new CountedBody(in, HttpHeadBytes.chunked(connection), counter);
    }

    /**
     * The response body: adds each read to the counter, and on close reads what the RI's parser
     * left (so that the JDK can reuse the socket, as the RI's own stream does) and adds the chunk
     * framing once the body's length is known. For that framing it notes where the envelope's
     * head ends, the {@code Body} start tag after which the server flushed
     * ({@link HttpHeadBytes#chunkFraming}): a look at the first bytes only.
     */
    private static final class CountedBody extends FilterInputStream {
        private static final byte[] BODY_TAG_END = {'B', 'o', 'd', 'y', '>'};
        /** Where to give up looking for the head's end: far beyond any envelope's head. */
        private static final int HEAD_SEARCH_LIMIT = 4096;

        private final boolean chunked;
        private final WireCounter counter;
        private long length;
        private long headEnd;
        private int matched;
        private boolean closed;

        CountedBody(InputStream in, boolean chunked, WireCounter counter) {
            super(in);
            this.chunked = chunked;
            this.counter = counter;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                if (headEnd == 0 && length < HEAD_SEARCH_LIMIT) {
                    look((byte) b, length);
                }
                length++;
                counter.received(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int count) throws IOException {
            int n = in.read(buffer, offset, count);
            if (n > 0) {
                counted(buffer, offset, n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = in.skip(n);
            length += skipped;
            counter.received(skipped);
            return skipped;
        }

        private void counted(byte[] buffer, int offset, int n) {
            for (int i = 0; i < n && headEnd == 0 && length + i < HEAD_SEARCH_LIMIT; i++) {
                look(buffer[offset + i], length + i);
            }
            length += n;
            counter.received(n);
        }

        /** Advances the search for "Body>"; none of its letters repeats, so a mismatch restarts it. */
        private void look(byte b, long position) {
            if (b == BODY_TAG_END[matched]) {
                if (++matched == BODY_TAG_END.length) {
                    headEnd = position + 1;
                }
            } else {
                matched = b == BODY_TAG_END[0] ? 1 : 0;
            }
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            for (int n; (n = in.read(THROW_AWAY)) != -1; ) {
                length += n;
                counter.received(n);
            }
            if (chunked) {
                counter.received(HttpHeadBytes.chunkFraming(length, headEnd));
            }
            super.close();
        }
    }
}
