package org.mwbench.platform.event;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Encodes action events as the {@code action} file's CSV rows ({@link ActionLogWriter#HEADER}),
 * straight into bytes, from the writer's spool when the blade closes ({@link ActionSpoolConverter}).
 * It ran on the writer thread during the run until the spool, and still bounds how long a close
 * takes, so a row must cost little. A {@code StringBuilder} row appended to a
 * {@code BufferedWriter} cost about 150 ns: a String made per row, number to char conversion, then
 * char to UTF-8 encoding. Here numbers are written as ASCII digits two at a time, the type names
 * are encoded once per type, the booleans are constants, and rows go into one reused byte array
 * written out in 64 KiB blocks. Only a comment, rare, is encoded per row. The bytes are exactly
 * those the {@code StringBuilder} wrote ({@code ActionRowEncoderTest} compares them).
 */
final class ActionRowEncoder {
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    /** Characters of a row besides its type name and comment: 7 numbers of 20 at most, 2 booleans, 9 commas, a newline. */
    private static final int MAX_FIXED_ROW = 7 * 20 + 2 * 5 + 9 + 1;
    private static final int BLOCK = 64 * 1024;
    /** "00", "01" ... "99": two digits per division by 100. */
    private static final byte[] TWO_DIGITS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            TWO_DIGITS[2 * i] = (byte) ('0' + i / 10);
            TWO_DIGITS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    private final ActionTypes types;
    private final OutputStream out;
    /** Per type id, its name as the file writes it (quoted when it must be), encoded once. */
    private byte[][] typeNames = new byte[0][];
    private byte[] block = new byte[BLOCK];
    private int position;

    ActionRowEncoder(ActionTypes types, OutputStream out) {
        this.types = types;
        this.out = out;
    }

    /** Appends one row per event, writing full blocks out as it goes. */
    void append(ActionEventBuffer events) throws IOException {
        for (int i = 0; i < events.size; i++) {
            byte[] type = typeName(events.type[i]);
            String comment = events.comment[i];
            byte[] commentBytes = comment == null || comment.isEmpty() ? null
                    : CsvText.field(comment).getBytes(StandardCharsets.UTF_8);
            reserve(MAX_FIXED_ROW + type.length + (commentBytes == null ? 0 : commentBytes.length));
            appendLong(events.date[i]);
            comma();
            appendLong(events.session[i]);
            comma();
            appendBytes(type);
            comma();
            appendLong(events.iteration[i]);
            comma();
            appendBytes(events.success[i] ? TRUE : FALSE);
            comma();
            appendLong(events.duration[i]);
            comma();
            appendLong(events.iterationDelay[i]);
            comma();
            appendBytes(events.warmup[i] ? TRUE : FALSE);
            comma();
            appendLong(events.result[i]);
            comma();
            if (commentBytes != null) {
                appendBytes(commentBytes);
            }
            block[position++] = '\n';
        }
    }

    /** Appends bytes as they are: the header. */
    void appendRaw(byte[] bytes) throws IOException {
        reserve(bytes.length);
        appendBytes(bytes);
    }

    /** Writes out what is appended and flushes the stream. */
    void flush() throws IOException {
        writeBlock();
        out.flush();
    }

    private byte[] typeName(int id) {
        if (id >= typeNames.length) {
            typeNames = java.util.Arrays.copyOf(typeNames, Math.max(id + 1, types.count()));
        }
        byte[] name = typeNames[id];
        if (name == null) {
            name = CsvText.field(types.nameOf(id)).getBytes(StandardCharsets.UTF_8);
            typeNames[id] = name;
        }
        return name;
    }

    /** Makes room for {@code length} more bytes: writes the block out first when it has not, grows it for a huge row. */
    private void reserve(int length) throws IOException {
        if (position + length <= block.length) {
            return;
        }
        writeBlock();
        if (length > block.length) {
            block = new byte[length];
        }
    }

    private void writeBlock() throws IOException {
        if (position > 0) {
            out.write(block, 0, position);
            position = 0;
        }
    }

    private void comma() {
        block[position++] = ',';
    }

    private void appendBytes(byte[] bytes) {
        System.arraycopy(bytes, 0, block, position, bytes.length);
        position += bytes.length;
    }

    /** {@code Long.toString(value)}'s characters, as ASCII, without making the String. */
    private void appendLong(long value) {
        if (value == Long.MIN_VALUE) {
            appendBytes(Long.toString(value).getBytes(StandardCharsets.US_ASCII));
            return;
        }
        if (value < 0) {
            block[position++] = '-';
            value = -value;
        }
        if (value <= Integer.MAX_VALUE) {
            appendInt((int) value); // most columns: int division is cheaper than long
            return;
        }
        int end = position + digits(value);
        int at = end;
        while (value > Integer.MAX_VALUE) {
            int twoDigits = (int) (value % 100);
            value /= 100;
            block[--at] = TWO_DIGITS[2 * twoDigits + 1];
            block[--at] = TWO_DIGITS[2 * twoDigits];
        }
        int rest = (int) value;
        int restDigits = digits(rest);
        position = at - restDigits;
        appendInt(rest);
        position = end;
    }

    /** The digits of an int of 0 or more. */
    private void appendInt(int value) {
        int end = position + digits(value);
        int at = end;
        while (value >= 100) {
            int twoDigits = value % 100;
            value /= 100;
            block[--at] = TWO_DIGITS[2 * twoDigits + 1];
            block[--at] = TWO_DIGITS[2 * twoDigits];
        }
        if (value >= 10) {
            block[--at] = TWO_DIGITS[2 * value + 1];
            block[--at] = TWO_DIGITS[2 * value];
        } else {
            block[--at] = (byte) ('0' + value);
        }
        position = end;
    }

    /** Decimal digits of a value of 0 or more. */
    private static int digits(int value) {
        int digits = 1;
        for (int bound = 10; digits < 10 && value >= bound; bound *= 10) {
            digits++;
        }
        return digits;
    }

    /** Decimal digits of a value of 0 or more. */
    private static int digits(long value) {
        int digits = 1;
        for (long bound = 10; digits < 19 && value >= bound; bound *= 10) {
            digits++;
        }
        return digits;
    }
}
