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
                List<String> values = CsvText.split(line);
                if (values.size() != fields) {
                    throw new StoredRunException(file + ":" + number + ": expected " + fields + " fields, found "
                            + values.size());
                }
                try {
                    rows.add(mapper.map(values));
                } catch (NumberFormatException e) {
                    throw new StoredRunException(file + ":" + number + ": not a number: " + e.getMessage());
                } catch (IllegalArgumentException e) {
                    throw new StoredRunException(file + ":" + number + ": " + e.getMessage());
                }
            }
        }
        return rows;
    }
}
