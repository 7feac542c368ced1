package org.mwbench.servers.corba.openjdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scanner finds request and reply ids in GIOP streams however they are split. */
class GiopScannerTest {
    private final List<String> events = new ArrayList<>();
    private final GiopScanner scanner = new GiopScanner(new GiopScanner.Listener() {
        @Override
        public void request(int requestId) {
            events.add("request " + requestId);
        }

        @Override
        public void reply(int requestId) {
            events.add("reply " + requestId);
        }
    });

    @Test
    void findsTheIdsOfGiop12RequestsAndRepliesInEitherByteOrderWhateverTheChunks() {
        byte[] stream = concat(
                message(2, 0, ByteOrder.BIG_ENDIAN, 7, 3, 40),
                message(2, 1, ByteOrder.LITTLE_ENDIAN, 7, -1, 100_000),
                message(2, 3, ByteOrder.BIG_ENDIAN, 0x12345678, -1, 30),
                message(2, 4, ByteOrder.LITTLE_ENDIAN, 0x12345678, -1, 8),
                message(2, 5, ByteOrder.BIG_ENDIAN, -1, -1, 0));
        for (int chunk : new int[] {1, 3, 13, 17, stream.length}) {
            events.clear();
            for (int at = 0; at < stream.length; at += chunk) {
                scanner.scan(stream, at, Math.min(chunk, stream.length - at));
            }
            assertEquals(List.of("request 7", "reply 7", "request 305419896", "reply 305419896"), events, "chunks of " + chunk);
        }
    }

    @Test
    void skipsOnewaysAndOlderGiopVersions() {
        byte[] stream = concat(
                message(2, 0, ByteOrder.BIG_ENDIAN, 1, 0, 20),
                message(0, 0, ByteOrder.BIG_ENDIAN, 2, 3, 20),
                message(2, 0, ByteOrder.BIG_ENDIAN, 3, 1, 20));
        scanner.scan(stream, 0, stream.length);
        assertEquals(List.of("request 3"), events);
    }

    @Test
    void stopsAtAnythingThatIsNotGiop() {
        byte[] noise = "HTTP/1.1 200 OK\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] stream = concat(noise, message(2, 0, ByteOrder.BIG_ENDIAN, 1, 3, 20));
        scanner.scan(stream, 0, stream.length);
        assertEquals(List.of(), events);
    }

    /**
     * A GIOP 1.{@code minor} message of {@code type} whose body is {@code size} bytes starting
     * with the request id (if not -1) and the response flags (if not -1).
     */
    private static byte[] message(int minor, int type, ByteOrder order, int requestId, int responseFlags, int size) {
        ByteBuffer buffer = ByteBuffer.allocate(12 + size).order(order);
        buffer.put(new byte[] {'G', 'I', 'O', 'P', 1, (byte) minor, (byte) (order == ByteOrder.LITTLE_ENDIAN ? 1 : 0), (byte) type});
        buffer.putInt(size);
        if (requestId != -1) {
            buffer.putInt(requestId);
        }
        if (responseFlags != -1) {
            buffer.put((byte) responseFlags);
        }
        return buffer.array();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }
}
