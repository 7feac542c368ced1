package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A server blade's {@code server-config} file: what its middleware server ran with (threads,
 * backlog, queue, max_connections, protocol, bind, port...), one {@code name,value} a row,
 * in the order written.
 */
public final class ServerConfig {
    public static final String FILE = "server-config";
    public static final String HEADER = "#name,value";

    private ServerConfig() {
    }

    public static Map<String, String> read(Path file) throws IOException {
        Map<String, String> settings = new LinkedHashMap<>();
        List<String[]> rows = CsvFile.read(file, HEADER, f -> new String[] {f.get(0), f.get(1)});
        for (String[] row : rows) {
            settings.put(row[0], row[1]);
        }
        return Collections.unmodifiableMap(settings);
    }
}
