package org.mwbench.analysis.jmeter;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads RFC 4180 records: comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes. Keeps the physical line each record starts on, for errors.
 */
final class CsvRecordReader {

    private final Reader in;
    private long line = 1;
    private long recordLine;
    private int pending = -2;

    CsvRecordReader(Reader in) {
        this.in = in;
    }

    /** The physical line (from 1) on which the record last returned started. */
    long recordLine() {
        return recordLine;
    }

    /**
     * The next record's fields, or null at the end of the input.
     *
     * @throws MalformedRecord on a quote that is not closed or text after a closing quote
     */
    List<String> next() throws IOException {
        int c = read();
        if (c == -1) {
            return null;
        }
        recordLine = line;
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        while (true) {
            if (c == '"' && field.length() == 0) {
                c = readQuoted(field);
            }
            if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
                c = read();
            } else if (c == '\n' || c == -1) {
                fields.add(field.toString());
                return fields;
            } else if (c == '\r') {
                int after = read();
                if (after != '\n' && after != -1) {
                    pending = after;
                }
                fields.add(field.toString());
                return fields;
            } else if (c == '"') {
                throw new MalformedRecord("a quote inside an unquoted field (field " + (fields.size() + 1) + ")");
            } else {
                field.append((char) c);
                c = read();
            }
        }
    }

    /** Reads a quoted field's content up to its closing quote; returns the character after it. */
    private int readQuoted(StringBuilder field) throws IOException {
        while (true) {
            int c = read();
            if (c == -1) {
                throw new MalformedRecord("a quoted field is not closed before the end of the file");
            }
            if (c == '"') {
                int after = read();
                if (after == '"') {
                    field.append('"');
                    continue;
                }
                if (after != ',' && after != '\n' && after != '\r' && after != -1) {
                    throw new MalformedRecord("text after the closing quote of a field");
                }
                return after;
            }
            field.append((char) c);
        }
    }

    private int read() throws IOException {
        int c;
        if (pending != -2) {
            c = pending;
            pending = -2;
        } else {
            c = in.read();
        }
        if (c == '\n') {
            line++;
        }
        return c;
    }

    /** A record that breaks RFC 4180; the caller adds the file and line. */
    static final class MalformedRecord extends IOException {
        private static final long serialVersionUID = 1L;

        MalformedRecord(String message) {
            super(message);
        }
    }
}
