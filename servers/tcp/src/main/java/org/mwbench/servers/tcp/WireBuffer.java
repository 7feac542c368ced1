package org.mwbench.servers.tcp;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The one reusable byte buffer of a connection, holding one frame at a time: the request
 * being written or read, then, in the same bytes, the reply. Big-endian primitives as
 * {@link java.io.DataOutputStream} writes them, but straight into an array that lives as long
 * as the connection: no stream objects and no allocation per call, except for what a decoded
 * value needs (a string, an array).
 *
 * <p>A frame is {@code int length} (of what follows), one head byte (an {@link Opcode} in a
 * request, a {@link Status} in a reply) and the payload. The protocol is strictly one request,
 * then its reply: a peer never has a second frame in flight, so {@link #receiveFrame} may read
 * greedily (one system call for a small frame) and treats bytes beyond the frame as a
 * protocol violation.
 *
 * <p>Not thread-safe: a connection owns one, and uses it from one thread at a time.
 */
public final class WireBuffer {
    /** The largest frame body accepted or sent: far above the benchmark's largest (64 KB). */
    public static final int MAX_FRAME = 64 << 20;

    /** Where the head byte sits, after the length. */
    private static final int HEAD = 4;
    private static final int INITIAL_CAPACITY = 4096;

    // Array views compile to single (byte-swapped) loads and stores, as DataOutputStream's
    // shifting does not always.
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.BIG_ENDIAN);

    private byte[] bytes = new byte[INITIAL_CAPACITY];
    /** The next byte to write or to read. */
    private int position;
    /** The end of the frame being read: reads past it are a malformed frame. */
    private int limit;

    // ---- frames ----------------------------------------------------------------------------

    /** Starts a new frame with its head byte (an opcode or a status), forgetting the last one. */
    public void startFrame(byte head) {
        bytes[HEAD] = head;
        position = HEAD + 1;
        limit = 0;
    }

    /**
     * Writes the frame's length in front of it.
     *
     * @throws WireFormatException if the frame grew past {@link #MAX_FRAME}; nothing was sent
     */
    public void finishFrame() throws WireFormatException {
        int body = position - HEAD;
        if (body > MAX_FRAME) {
            throw new WireFormatException("a frame of " + body + " bytes exceeds the limit of " + MAX_FRAME);
        }
        INT.set(bytes, 0, body);
    }

    /**
     * White-box timing: when the head byte has {@code flag}, clears it and returns true, so that
     * the request reads as the plain one it carries.
     */
    public boolean takeHeadFlag(byte flag) {
        if ((bytes[HEAD] & flag) == 0) {
            return false;
        }
        bytes[HEAD] = (byte) (bytes[HEAD] & ~flag);
        return true;
    }

    /** White-box timing: sets {@code flag} on the head byte of the frame being written. */
    public void setHeadFlag(byte flag) {
        bytes[HEAD] = (byte) (bytes[HEAD] | flag);
    }

    /**
     * White-box timing: appends {@code value} to the finished reply frame and gives it the head
     * {@code head} instead of {@code expected}; a frame with another head (an error) is left as it is.
     */
    public void appendToFrame(byte expected, byte head, long value) throws WireFormatException {
        if (bytes[HEAD] != expected) {
            return;
        }
        bytes[HEAD] = head;
        writeLong(value);
        finishFrame();
    }

    /** White-box timing: takes the long at the end of the frame being read, which then ends before it. */
    public long takeTrailingLong() throws WireFormatException {
        if (limit - position < Long.BYTES) {
            throw new WireFormatException("a timed reply has no room for its server time");
        }
        limit -= Long.BYTES;
        return (long) LONG.get(bytes, limit);
    }

    /** Sends the finished frame in one write (one system call, with TCP_NODELAY one segment train). */
    public void send(OutputStream out) throws IOException {
        out.write(bytes, 0, position);
    }

    /**
     * Reads one whole frame and leaves the cursor on its head byte.
     *
     * @return false if the stream ended cleanly before the frame's first byte (the peer closed)
     * @throws EOFException if it ended inside a frame
     * @throws WireFormatException if the length is out of range or more than one frame arrived
     * @throws java.net.SocketTimeoutException if one read waited longer than the socket's timeout
     */
    public boolean receiveFrame(InputStream in) throws IOException {
        int filled = 0;
        int end = Integer.MAX_VALUE;
        while (filled < end) {
            if (filled == bytes.length) {
                // Grow with the bytes that arrived, never to the length the peer declares: a
                // frame that claims MAX_FRAME and then stalls holds no more than it sent.
                grow(filled + 1);
            }
            int n = in.read(bytes, filled, bytes.length - filled);
            if (n < 0) {
                if (filled == 0) {
                    return false;
                }
                throw new EOFException("the stream ended after " + filled + " bytes of a frame");
            }
            filled += n;
            if (end == Integer.MAX_VALUE && filled >= HEAD) {
                int body = (int) INT.get(bytes, 0);
                if (body < 1 || body > MAX_FRAME) {
                    throw new WireFormatException("a frame length of " + body + " is out of range");
                }
                end = HEAD + body;
            }
        }
        if (filled > end) {
            throw new WireFormatException((filled - end) + " bytes arrived after a frame: "
                    + "a peer must wait for each reply before it sends again");
        }
        position = HEAD;
        limit = end;
        return true;
    }

    /** The bytes held now: what the largest frame so far needed, at most twice over. */
    int capacity() {
        return bytes.length;
    }

    // ---- writing ---------------------------------------------------------------------------

    public void writeByte(byte value) {
        ensure(1);
        bytes[position++] = value;
    }

    public void writeBoolean(boolean value) {
        writeByte(value ? (byte) 1 : (byte) 0);
    }

    public void writeInt(int value) {
        ensure(4);
        INT.set(bytes, position, value);
        position += 4;
    }

    public void writeLong(long value) {
        ensure(8);
        LONG.set(bytes, position, value);
        position += 8;
    }

    /** By its raw bits: -0.0 and every NaN come back as they were sent. */
    public void writeDouble(double value) {
        ensure(8);
        DOUBLE.set(bytes, position, value);
        position += 8;
    }

    /** A length ({@code -1} for null), then the bytes. */
    public void writeBytes(byte[] value) {
        if (value == null) {
            writeInt(-1);
            return;
        }
        writeInt(value.length);
        ensure(value.length);
        System.arraycopy(value, 0, bytes, position, value.length);
        position += value.length;
    }

    /** A length in shorts ({@code -1} for null), then 2 bytes a short. */
    public void writeShorts(short[] value) {
        if (value == null) {
            writeInt(-1);
            return;
        }
        writeInt(value.length);
        ensure(2 * value.length);
        for (short s : value) {
            SHORT.set(bytes, position, s);
            position += 2;
        }
    }

    /**
     * A length in characters ({@code -1} for null), then one ISO-8859-1 byte per character.
     * The contract's strings are Latin-1 (compact strings in the JVM), and this copies their
     * bytes straight into the buffer, with no intermediate array: a character above
     * {@code U+00FF} loses its high byte, where a charset encoder would have sent {@code '?'};
     * both change the string, and neither happens with the contract's data.
     */
    @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int) is the copy without an intermediate array
    public void writeLatin1(String value) {
        if (value == null) {
            writeInt(-1);
            return;
        }
        int length = value.length();
        writeInt(length);
        ensure(length);
        value.getBytes(0, length, bytes, position);
        position += length;
    }

    /** A length in bytes, then UTF-8: error messages, which may hold any character. */
    public void writeUtf8(String value) {
        writeBytes(value.getBytes(StandardCharsets.UTF_8));
    }

    // ---- reading ---------------------------------------------------------------------------

    public byte readByte() throws WireFormatException {
        require(1);
        return bytes[position++];
    }

    public boolean readBoolean() throws WireFormatException {
        return readByte() != 0;
    }

    public int readInt() throws WireFormatException {
        require(4);
        int value = (int) INT.get(bytes, position);
        position += 4;
        return value;
    }

    public long readLong() throws WireFormatException {
        require(8);
        long value = (long) LONG.get(bytes, position);
        position += 8;
        return value;
    }

    public double readDouble() throws WireFormatException {
        require(8);
        double value = (double) DOUBLE.get(bytes, position);
        position += 8;
        return value;
    }

    public byte[] readBytes() throws WireFormatException {
        int length = readLength(1);
        if (length < 0) {
            return null;
        }
        byte[] value = new byte[length];
        System.arraycopy(bytes, position, value, 0, length);
        position += length;
        return value;
    }

    public short[] readShorts() throws WireFormatException {
        int length = readLength(2);
        if (length < 0) {
            return null;
        }
        short[] value = new short[length];
        for (int i = 0; i < length; i++) {
            value[i] = (short) SHORT.get(bytes, position);
            position += 2;
        }
        return value;
    }

    public String readLatin1() throws WireFormatException {
        int length = readLength(1);
        if (length < 0) {
            return null;
        }
        String value = new String(bytes, position, length, StandardCharsets.ISO_8859_1);
        position += length;
        return value;
    }

    public String readUtf8() throws WireFormatException {
        int length = readLength(1);
        if (length < 0) {
            return null;
        }
        String value = new String(bytes, position, length, StandardCharsets.UTF_8);
        position += length;
        return value;
    }

    /**
     * Reads an array or string length: {@code -1} for null, else a count whose elements
     * (of at least {@code minElementBytes} each) must fit in what is left of the frame, so
     * that a corrupt length cannot make the reader allocate gigabytes.
     */
    public int readLength(int minElementBytes) throws WireFormatException {
        int length = readInt();
        if (length < -1 || (long) length * minElementBytes > limit - position) {
            throw new WireFormatException("a length of " + length + " does not fit in the "
                    + (limit - position) + " bytes left of the frame");
        }
        return length;
    }

    /** @return true once every byte of the frame being read was read */
    public boolean consumed() {
        return position == limit;
    }

    // ---- capacity --------------------------------------------------------------------------

    private void ensure(int more) {
        if (more > bytes.length - position) {
            grow((int) Math.min(Integer.MAX_VALUE - 8, (long) position + more));
        }
    }

    /** Doubles at least, so that a connection settles on its largest frame after a few calls. */
    private void grow(int needed) {
        int capacity = (int) Math.min(Integer.MAX_VALUE - 8, Math.max((long) needed, 2L * bytes.length));
        byte[] larger = new byte[capacity];
        System.arraycopy(bytes, 0, larger, 0, bytes.length);
        bytes = larger;
    }

    private void require(int count) throws WireFormatException {
        if (count > limit - position) {
            throw new WireFormatException("the frame ends " + (limit - position) + " bytes after position "
                    + position + ", before the " + count + " bytes expected there");
        }
    }
}
