package org.mwbench.injectors.middleware;

import java.util.Map;

/**
 * A server's configuration as its blade stores it: CSV, the header {@code #name,value}, then one
 * line per entry in the server's order. A value with a comma, a quote or a line break is quoted
 * as RFC 4180 says (doubled quotes inside), so that a CSV reader gets it back whole.
 */
final class ServerConfigurationFile {
    static final String HEADER = "#name,value";

    private ServerConfigurationFile() {
    }

    static String format(Map<String, String> configuration) {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Map.Entry<String, String> entry : configuration.entrySet()) {
            text.append(field(entry.getKey())).append(',').append(field(entry.getValue())).append('\n');
        }
        return text.toString();
    }

    private static String field(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
