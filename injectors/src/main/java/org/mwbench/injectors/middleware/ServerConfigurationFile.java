package org.mwbench.injectors.middleware;

import java.util.Map;
import org.mwbench.platform.event.CsvText;

/**
 * A server's configuration as its blade stores it: CSV, the header {@code #name,value}, then one
 * line per entry in the server's order, quoted where needed ({@link CsvText#field}) so that a CSV
 * reader gets each value back whole.
 */
final class ServerConfigurationFile {
    static final String HEADER = "#name,value";

    private ServerConfigurationFile() {
    }

    static String format(Map<String, String> configuration) {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Map.Entry<String, String> entry : configuration.entrySet()) {
            text.append(CsvText.field(entry.getKey())).append(',').append(CsvText.field(entry.getValue())).append('\n');
        }
        return text.toString();
    }
}
