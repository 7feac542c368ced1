package org.mwbench.platform.event;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The action events of a run as the writer thread keeps them while the run goes on: binary
 * records, the arrays' values copied as they are, where a CSV row costs its digits. Formatting
 * a row cost the writer about 60 ns, its write to the page cache about 25; on a shared 2-core
 * machine that thread's CPU is taken from the recording threads', and once it falls behind a
 * recording thread waits for it. The rows are formatted once the run is over
 * ({@link ActionLogWriter#close}), by the same {@link ActionRowEncoder}, from
 * {@link ActionSpoolReader}.
 *
 * <p>The file, little-endian: {@link #MAGIC}, then records, each a tag byte and its fields.
 * {@link #TYPE}: the id (int), the name's UTF-8 length (int) and bytes, written before the
 * first row of that id and of every id below it, so that a spool read without its blade
 * (left behind by a killed agent) has its type names and ids. {@link #ROW}: date (long),
 * session, type, iteration (ints), flags (byte: {@link #SUCCESS}, {@link #WARMUP},
 * {@link #COMMENT}), duration, iteration delay, result (longs), then, with {@link #COMMENT},
 * the comment's UTF-8 length (int) and bytes, as the call gave it (quoted at formatting).
 */
final class ActionSpool implements AutoCloseable {
    static final byte[] MAGIC = {'M', 'W', 'B', 'S', 'P', 'L', '0', '1'};
    static final byte ROW = 1;
    static final byte TYPE = 2;
    static final byte SUCCESS = 1;
    static final byte WARMUP = 2;
    static final byte COMMENT = 4;
    /** A row's bytes without its comment. */
    static final int ROW_BYTES = 1 + Long.BYTES + 3 * Integer.BYTES + 1 + 3 * Long.BYTES;
    /** Written out when full: 256 KiB, about 5,700 rows, a few buffers of events. */
    private static final int BLOCK = 256 * 1024;

    private final FileChannel channel;
    private final ByteBuffer block = ByteBuffer.allocateDirect(BLOCK).order(ByteOrder.LITTLE_ENDIAN);
    private final ActionTypes types;
    /** Type ids below this one have had their {@link #TYPE} record. */
    private int typesWritten;

    ActionSpool(Path file, ActionTypes types) throws IOException {
        this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE);
        this.types = types;
        block.put(MAGIC);
        writeBlock(); // at once: a blade killed before its first buffer is full leaves a spool that says what it is
    }

    /** Appends one record per event, writing full blocks out as it goes. */
    void append(ActionEventBuffer events) throws IOException {
        for (int i = 0; i < events.size; i++) {
            int type = events.type[i];
            if (type >= typesWritten) {
                defineTypesUpTo(type);
            }
            String comment = events.comment[i];
            if (comment != null && !comment.isEmpty()) {
                byte[] text = comment.getBytes(StandardCharsets.UTF_8);
                reserve(ROW_BYTES + Integer.BYTES + text.length);
                putRow(events, i, COMMENT);
                block.putInt(text.length);
                put(text);
            } else {
                reserve(ROW_BYTES);
                putRow(events, i, (byte) 0);
            }
        }
    }

    private void putRow(ActionEventBuffer events, int i, byte comment) {
        block.put(ROW)
                .putLong(events.date[i])
                .putInt(events.session[i])
                .putInt(events.type[i])
                .putInt(events.iteration[i])
                .put((byte) ((events.success[i] ? SUCCESS : 0) | (events.warmup[i] ? WARMUP : 0) | comment))
                .putLong(events.duration[i])
                .putLong(events.iterationDelay[i])
                .putLong(events.result[i]);
    }

    private void defineTypesUpTo(int id) throws IOException {
        for (; typesWritten <= id; typesWritten++) {
            byte[] name = types.nameOf(typesWritten).getBytes(StandardCharsets.UTF_8);
            reserve(1 + 2 * Integer.BYTES + name.length);
            block.put(TYPE).putInt(typesWritten).putInt(name.length);
            put(name);
        }
    }

    /** Puts bytes that may be longer than a block (a huge comment): whole blocks go straight out. */
    private void put(byte[] bytes) throws IOException {
        int at = 0;
        while (bytes.length - at > block.remaining()) {
            int part = block.remaining();
            block.put(bytes, at, part);
            at += part;
            writeBlock();
        }
        block.put(bytes, at, bytes.length - at);
    }

    /** Makes room for a record's fixed part; a comment longer than a block is split by {@link #put}. */
    private void reserve(int length) throws IOException {
        if (block.remaining() < Math.min(length, BLOCK)) {
            writeBlock();
        }
    }

    private void writeBlock() throws IOException {
        block.flip();
        while (block.hasRemaining()) {
            channel.write(block);
        }
        block.clear();
    }

    /** Writes out what is appended, to the page cache: what an agent killed later still leaves. */
    void flush() throws IOException {
        writeBlock();
    }

    @Override
    public void close() throws IOException {
        try {
            flush();
        } finally {
            channel.close();
        }
    }
}
