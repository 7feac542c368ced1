package org.mwbench.platform.storage;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.mwbench.platform.event.ActionLogWriter;
import org.mwbench.platform.event.ActionSpoolReader;
import org.mwbench.platform.event.CsvText;

/**
 * Reads a blade's {@code action} file row by row, in file order, without holding it in
 * memory: the quick statistics and the analysis both read it through here. A malformed
 * row fails with the file and line number. A file of a header alone with an
 * {@link ActionLogWriter#spoolOf spool} beside it is one whose writer never closed it (its
 * agent was killed): its rows are read from the spool, every complete event of it.
 */
public final class ActionFileReader {
    /** Columns of an action file: see {@link ActionLogWriter#HEADER}. */
    private static final int FIELDS = 10;

    private ActionFileReader() {
    }

    public static void forEach(Path action, Consumer<ActionRow> consumer) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(action, StandardCharsets.UTF_8)) {
            String line = in.readLine();
            if (line == null || !line.equals(ActionLogWriter.HEADER)) {
                throw new IOException(action + ": not an mwbench action file (header is '" + line + "')");
            }
            long number = 1;
            while ((line = in.readLine()) != null) {
                number++;
                List<String> fields = CsvText.split(line);
                if (fields.size() != FIELDS) {
                    throw new IOException(action + ":" + number + ": expected " + FIELDS + " fields, found " + fields.size());
                }
                ActionRow row;
                try {
                    row = new ActionRow(Long.parseLong(fields.get(0)), Integer.parseInt(fields.get(1)), fields.get(2),
                            Long.parseLong(fields.get(3)), Boolean.parseBoolean(fields.get(4)),
                            Long.parseLong(fields.get(5)), Long.parseLong(fields.get(6)),
                            Boolean.parseBoolean(fields.get(7)), Long.parseLong(fields.get(8)), fields.get(9));
                } catch (NumberFormatException e) {
                    throw new IOException(action + ":" + number + ": " + e.getMessage());
                }
                consumer.accept(row);
            }
            if (number == 1) {
                readSpool(ActionLogWriter.spoolOf(action), consumer);
            }
        }
    }

    private static void readSpool(Path spool, Consumer<ActionRow> consumer) throws IOException {
        if (!Files.isRegularFile(spool)) {
            return;
        }
        ActionSpoolReader.forEachRow(spool, (date, session, type, iteration, success, duration, delay, warmup, result,
                comment) -> consumer.accept(new ActionRow(date, session, type, iteration, success, duration, delay,
                warmup, result, comment)));
    }
}
