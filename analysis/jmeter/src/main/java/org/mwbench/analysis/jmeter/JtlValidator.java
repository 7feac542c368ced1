package org.mwbench.analysis.jmeter;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a whole JTL once before JMeter does, so that a bad file is refused with its line and
 * column instead of JMeter's "Mismatch between expected number of columns" or a half-written
 * dashboard. It also finds the time span, from which the dashboard's granularity is chosen.
 */
final class JtlValidator {

    /** What the dashboard needs to know about a valid JTL. */
    record Summary(long samples, long failures, long firstStartMs, long lastEndMs, Set<String> labels) {
        long spanMs() {
            return samples == 0 ? 0 : lastEndMs - firstStartMs;
        }
    }

    private JtlValidator() {
    }

    static Summary check(Path jtl) throws IOException {
        if (!Files.isRegularFile(jtl)) {
            throw new IllegalArgumentException("JTL file " + jtl + " does not exist or is not a file");
        }
        try (BufferedReader reader = Files.newBufferedReader(jtl, StandardCharsets.UTF_8)) {
            CsvRecordReader records = new CsvRecordReader(reader);
            checkHeader(jtl, next(jtl, records));
            long samples = 0;
            long failures = 0;
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            Set<String> labels = new TreeSet<>();
            List<String> row;
            while ((row = next(jtl, records)) != null) {
                long line = records.recordLine();
                if (row.size() != JtlFormat.COLUMNS.size()) {
                    throw new JtlFormatException(jtl, line, null, row.size() + " fields, the header has "
                            + JtlFormat.COLUMNS.size() + (row.size() == 1 && row.get(0).isEmpty() ? " (an empty line)" : ""));
                }
                long start = integer(jtl, line, row, "timeStamp");
                long elapsed = integer(jtl, line, row, "elapsed");
                for (String column : JtlFormat.INTEGER_COLUMNS) {
                    integer(jtl, line, row, column);
                }
                if (field(row, "label").isEmpty()) {
                    throw new JtlFormatException(jtl, line, "label", "is empty; JMeter groups samples by label");
                }
                String success = field(row, "success").toLowerCase(Locale.ROOT);
                if (!success.equals("true") && !success.equals("false")) {
                    throw new JtlFormatException(jtl, line, "success", "'" + field(row, "success") + "' is not true or false");
                }
                samples++;
                failures += success.equals("false") ? 1 : 0;
                first = Math.min(first, start);
                last = Math.max(last, start + elapsed);
                labels.add(field(row, "label"));
            }
            if (samples == 0) {
                throw new JtlFormatException(jtl, 1, null, "no sample after the header; a dashboard needs at least one");
            }
            return new Summary(samples, failures, first, last, labels);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("JTL file " + jtl + " is not UTF-8 text: " + e.getMessage(), e);
        }
    }

    private static List<String> next(Path jtl, CsvRecordReader records) throws IOException {
        try {
            return records.next();
        } catch (CsvRecordReader.MalformedRecord e) {
            throw new JtlFormatException(jtl, records.recordLine(), null, e.getMessage());
        }
    }

    private static void checkHeader(Path jtl, List<String> header) {
        if (header == null) {
            throw new JtlFormatException(jtl, 1, null, "the file is empty; expected the header " + JtlFormat.HEADER);
        }
        if (!header.isEmpty() && header.get(0).startsWith("\uFEFF")) {
            throw new JtlFormatException(jtl, 1, null, "starts with a byte order mark, which JMeter reads as part of 'timeStamp'");
        }
        for (int i = 0; i < Math.max(header.size(), JtlFormat.COLUMNS.size()); i++) {
            String found = i < header.size() ? header.get(i) : "(nothing)";
            String expected = i < JtlFormat.COLUMNS.size() ? JtlFormat.COLUMNS.get(i) : "(nothing)";
            if (!found.equals(expected)) {
                throw new JtlFormatException(jtl, 1, null, "header field " + (i + 1) + " is '" + found + "', expected '"
                        + expected + "'; the header must be " + JtlFormat.HEADER);
            }
        }
    }

    private static String field(List<String> row, String column) {
        return row.get(JtlFormat.COLUMNS.indexOf(column));
    }

    private static long integer(Path jtl, long line, List<String> row, String column) {
        String text = field(row, column);
        try {
            long value = Long.parseLong(text);
            if (value < 0) {
                throw new JtlFormatException(jtl, line, column, "is negative (" + value + ")");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new JtlFormatException(jtl, line, column, "'" + text + "' is not a whole number"
                    + (column.equals("elapsed") || column.equals("Latency") ? " of milliseconds" : ""));
        }
    }
}
