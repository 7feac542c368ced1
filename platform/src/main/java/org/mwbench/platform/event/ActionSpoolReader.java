package org.mwbench.platform.event;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * Reads an {@link ActionSpool} back, a buffer of events at a time, with the type names it
 * carries. A spool left by a killed agent may end in the middle of a record: that record was
 * never complete and is left out, as is a spool shorter than its magic (killed as it opened);
 * anything else that is not a spool's record is an error.
 */
public final class ActionSpoolReader {
    /** Told each batch of events, with the types their ids are of. */
    @FunctionalInterface
    interface Batches {
        void accept(ActionEventBuffer events, ActionTypes types) throws IOException;
    }

    private static final int CHUNK = 256 * 1024;

    private final Path file;
    private final FileChannel channel;
    private ByteBuffer in = ByteBuffer.allocate(CHUNK).order(ByteOrder.LITTLE_ENDIAN);
    private boolean ended;

    private ActionSpoolReader(Path file) throws IOException {
        this.file = file;
        this.channel = FileChannel.open(file, StandardOpenOption.READ);
        in.flip();
    }

    /** Told each event, as an action file's row holds it; {@code comment} is "" when there is none. */
    @FunctionalInterface
    public interface Rows {
        void accept(long date, int session, String type, int iteration, boolean success, long duration,
                    long iterationDelay, boolean warmup, long result, String comment) throws IOException;
    }

    /** Reads every complete event of the spool, in order. */
    public static void forEachRow(Path spool, Rows rows) throws IOException {
        forEach(spool, (events, types) -> {
            for (int i = 0; i < events.size; i++) {
                String comment = events.comment[i];
                rows.accept(events.date[i], events.session[i], types.nameOf(events.type[i]), events.iteration[i],
                        events.success[i], events.duration[i], events.iterationDelay[i], events.warmup[i],
                        events.result[i], comment == null ? "" : comment);
            }
        });
    }

    /** Reads every complete record of the spool, in order. */
    static void forEach(Path spool, Batches batches) throws IOException {
        ActionSpoolReader reader = new ActionSpoolReader(spool);
        try (FileChannel ignored = reader.channel) {
            reader.read(batches);
        }
    }

    private void read(Batches batches) throws IOException {
        if (!have(ActionSpool.MAGIC.length)) {
            return; // its writer was killed as it opened it: no event was ever in it
        }
        byte[] magic = new byte[ActionSpool.MAGIC.length];
        in.get(magic);
        if (!Arrays.equals(magic, ActionSpool.MAGIC)) {
            throw new IOException(file + ": not an mwbench action spool");
        }
        ActionTypes types = new ActionTypes();
        ActionEventBuffer events = new ActionEventBuffer();
        try {
            while (have(1)) {
                byte tag = in.get(in.position());
                if (tag == ActionSpool.TYPE) {
                    readType(types);
                } else if (tag == ActionSpool.ROW) {
                    readRow(events);
                    int type = events.type[events.size - 1];
                    if (type < 0 || type >= types.count()) {
                        // a row names only types recorded before it: anything else is not mwbench's spool
                        throw new IOException(file + ": a row of type " + type + ", which no record before it names");
                    }
                    if (events.isFull()) {
                        batches.accept(events, types);
                        events.clear();
                    }
                } else {
                    throw new IOException(file + ": unknown record " + tag + " at byte " + (channel.position()
                            - in.remaining()));
                }
            }
        } catch (EOFException truncated) {
            // The last record was being written when the agent died: it never was a whole record.
        }
        if (events.size > 0) {
            batches.accept(events, types);
        }
    }

    private void readType(ActionTypes types) throws IOException {
        need(1 + 2 * Integer.BYTES);
        int length = in.getInt(in.position() + 1 + Integer.BYTES);
        need(1 + 2 * Integer.BYTES + length);
        in.get();
        int id = in.getInt();
        in.getInt();
        String name = text(length);
        if (id != types.count() || types.idOf(name) != id) {
            throw new IOException(file + ": type " + id + " '" + name + "' is out of order");
        }
    }

    private void readRow(ActionEventBuffer events) throws IOException {
        need(ActionSpool.ROW_BYTES);
        int flags = in.get(in.position() + 1 + Long.BYTES + 3 * Integer.BYTES);
        int commentLength = 0;
        if ((flags & ActionSpool.COMMENT) != 0) {
            need(ActionSpool.ROW_BYTES + Integer.BYTES);
            commentLength = in.getInt(in.position() + ActionSpool.ROW_BYTES);
            need(ActionSpool.ROW_BYTES + Integer.BYTES + commentLength);
        }
        in.get();
        int i = events.size;
        events.date[i] = in.getLong();
        events.session[i] = in.getInt();
        events.type[i] = in.getInt();
        events.iteration[i] = in.getInt();
        in.get();
        events.success[i] = (flags & ActionSpool.SUCCESS) != 0;
        events.warmup[i] = (flags & ActionSpool.WARMUP) != 0;
        events.duration[i] = in.getLong();
        events.iterationDelay[i] = in.getLong();
        events.result[i] = in.getLong();
        if ((flags & ActionSpool.COMMENT) != 0) {
            in.getInt();
            events.comment[i] = text(commentLength);
        }
        events.size = i + 1;
    }

    private String text(int length) {
        byte[] bytes = new byte[length];
        in.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Ensures {@code length} bytes are buffered, or throws {@link EOFException} at the file's end. */
    private void need(int length) throws IOException {
        if (length < 0 || !have(length)) {
            throw new EOFException();
        }
    }

    /** Buffers {@code length} bytes if the file still has them. */
    private boolean have(int length) throws IOException {
        if (in.remaining() >= length) {
            return true;
        }
        if (length - in.remaining() > channel.size() - channel.position()) {
            // A record longer than what is left of the file: a truncated one, or lengths no writer
            // wrote. Refused before the buffer grows to it, so a file cannot make the reader
            // allocate more than its own size.
            ended = true;
            return false;
        }
        if (length > in.capacity()) {
            ByteBuffer grown = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
            grown.put(in);
            grown.flip();
            in = grown;
        }
        in.compact();
        while (!ended && in.position() < length) {
            if (channel.read(in) < 0) {
                ended = true;
            }
        }
        in.flip();
        return in.remaining() >= length;
    }
}
