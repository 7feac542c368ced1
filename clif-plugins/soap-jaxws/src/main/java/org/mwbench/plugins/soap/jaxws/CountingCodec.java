package org.mwbench.plugins.soap.jaxws;

import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.pipe.Codec;
import com.sun.xml.ws.api.pipe.ContentType;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * The binding's codec, counting the bytes of each request body it encodes: exactly what
 * the RI hands to {@code HttpURLConnection} as the body. Decoding is left alone; the
 * transport counts the response as it is read ({@link CountingHttpClientTransport}).
 */
final class CountingCodec implements Codec {
    private final Codec codec;
    /** The body size of the request this codec encoded last; read by the same call's transport. */
    private long lastRequestBytes;

    CountingCodec(Codec codec) {
        this.codec = codec;
    }

    long lastRequestBytes() {
        return lastRequestBytes;
    }

    @Override
    public String getMimeType() {
        return codec.getMimeType();
    }

    @Override
    public ContentType getStaticContentType(Packet packet) {
        return codec.getStaticContentType(packet);
    }

    @Override
    public ContentType encode(Packet packet, OutputStream out) throws IOException {
        ByteCountingOutputStream counting = new ByteCountingOutputStream(out);
        ContentType type = codec.encode(packet, counting);
        lastRequestBytes = counting.count;
        return type;
    }

    /** Not used by the HTTP transport, which always encodes to a stream. */
    @Override
    public ContentType encode(Packet packet, WritableByteChannel buffer) {
        return codec.encode(packet, buffer);
    }

    @Override
    public CountingCodec copy() {
        return new CountingCodec(codec.copy());
    }

    @Override
    public void decode(InputStream in, String contentType, Packet response) throws IOException {
        codec.decode(in, contentType, response);
    }

    @Override
    public void decode(ReadableByteChannel in, String contentType, Packet response) {
        codec.decode(in, contentType, response);
    }

    /** Counts in a plain field: one stream per request, written by one thread. */
    private static final class ByteCountingOutputStream extends FilterOutputStream {
        long count;

        ByteCountingOutputStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length); // FilterOutputStream's own would write byte by byte
            count += length;
        }
    }
}
