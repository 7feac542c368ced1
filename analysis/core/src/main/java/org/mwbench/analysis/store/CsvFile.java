package org.mwbench.analysis.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.event.CsvText;

/**
 * The shared shape of the small event files ({@code summary}, {@code steps}, {@code gauges},
 * {@code wire-*}): a {@code #} header naming the columns, then rows. Each file's reader maps a
 * row to its record; a wrong header, field count or number fails with file and line.
 */
final class CsvFile {
    /** Maps the fields of one row; throws NumberFormatException on a bad number, IllegalArgumentException on another bad field. */
    interface RowMapper<T> {
        T map(List<String> fields);
    }

    private CsvFile() {
    }

    /** The file's first line: which of a format's headers it has. */
    static String header(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return in.readLine();
        }
    }

    static <T> List<T> read(Path file, String header, RowMapper<T> mapper) throws IOException {
        int fields = header.split(",").length;
        List<T> rows = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = in.readLine();
            if (line == null || !line.equals(header)) {
                throw new StoredRunException(file + ":1: expected the header '" + header + "', found '" + line + "'");
            }
            long number = 1;
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isEmpty()) {
                    continue;
                }
                long first = number;
                // A quoted field may hold line breaks (an alarm's nested causes): an odd count
                // of quotes so far means the record goes on, since quotes inside a field are doubled.
                StringBuilder record = new StringBuilder(line);
                while (quotes(record) % 2 != 0 && (line = in.readLine()) != null) {
                    number++;
                    record.append('\n').append(line);
                }
                List<String> values = CsvText.split(record.toString());
                if (values.size() != fields) {
                    throw new StoredRunException(file + ":" + first + ": expected " + fields + " fields, found "
                            + values.size());
                }
                try {
                    rows.add(mapper.map(values));
                } catch (NumberFormatException e) {
                    throw new StoredRunException(file + ":" + first + ": not a number: " + e.getMessage());
                } catch (IllegalArgumentException e) {
                    throw new StoredRunException(file + ":" + first + ": " + e.getMessage());
                }
            }
        }
        return rows;
    }

    private static long quotes(CharSequence text) {
        return text.chars().filter(c -> c == '"').count();
    }
}
