package org.mwbench.analysis.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.mwbench.platform.event.CsvText;

/**
 * An injector's {@code whitebox-<protocol>} file: one event per successful call of a use that asked
 * for white-box timing ({@code whitebox=true}), with the call's total and its parts as the
 * middleware's hooks saw them, in ns; a part a hook could not see is empty (-1 here). A middleware
 * without hooks writes the header under a {@code #no hook} line and no event, so the report can say
 * "no hook" rather than show zeros.
 */
public record WhiteBoxFile(String protocol, boolean hook, List<Event> events) {
    /** The header the injectors write (org.mwbench.injectors.middleware.WhiteBoxLog.HEADER). */
    public static final String HEADER = "#date_ms,sample,total_ns,client_marshal_ns,transport_server_ns,server_ns,"
            + "client_unmarshal_ns";
    public static final String FILE_PREFIX = "whitebox-";
    private static final String NO_HOOK = "#no hook";

    /** One call: its sample with arguments ({@code getItems(32)}), its total and parts in ns, -1 where unseen. */
    public record Event(String sample, long total, long clientMarshal, long transportServer, long server,
                        long clientUnmarshal) {
    }

    /** Every {@code whitebox-*} file of a blade, in name order; none when it asked for no white-box timing. */
    public static List<WhiteBoxFile> of(StoredBlade blade) throws IOException {
        List<WhiteBoxFile> files = new ArrayList<>();
        if (!Files.isDirectory(blade.folder())) {
            return files;
        }
        try (Stream<Path> listing = Files.list(blade.folder())) {
            for (Path file : listing.sorted().toList()) {
                if (file.getFileName().toString().startsWith(FILE_PREFIX)) {
                    files.add(read(file));
                }
            }
        }
        return files;
    }

    public static WhiteBoxFile read(Path file) throws IOException {
        String protocol = file.getFileName().toString().substring(FILE_PREFIX.length());
        List<Event> events = new ArrayList<>();
        boolean hook = true;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = in.readLine();
            long number = 1;
            if (line != null && line.startsWith(NO_HOOK)) {
                hook = false;
                line = in.readLine();
                number++;
            }
            if (line == null || !line.equals(HEADER)) {
                throw new StoredRunException(file + ":" + number + ": expected the header '" + HEADER + "', found '"
                        + line + "'");
            }
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isEmpty() || line.startsWith("#")) {
                    continue; // "#dropped,...": calls past a user's cap, counted only
                }
                List<String> fields = CsvText.split(line);
                if (fields.size() != 7) {
                    throw new StoredRunException(file + ":" + number + ": expected 7 fields, found " + fields.size());
                }
                try {
                    events.add(new Event(fields.get(1), nanos(fields.get(2)), nanos(fields.get(3)), nanos(fields.get(4)),
                            nanos(fields.get(5)), nanos(fields.get(6))));
                } catch (NumberFormatException e) {
                    throw new StoredRunException(file + ":" + number + ": not a number: " + e.getMessage());
                }
            }
        }
        return new WhiteBoxFile(protocol, hook, List.copyOf(events));
    }

    private static long nanos(String field) {
        return field.isEmpty() ? -1 : Long.parseLong(field);
    }
}
