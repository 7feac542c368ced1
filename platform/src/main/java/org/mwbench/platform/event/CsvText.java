package org.mwbench.platform.event;

/** The small part of CSV that event files need: quoting a free-text field, and reading it back. */
public final class CsvText {
    private CsvText() {
    }

    /** The field as it must be written: unchanged unless it holds a comma, quote or line break. */
    public static String field(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        boolean plain = true;
        for (int i = 0; i < text.length() && plain; i++) {
            char c = text.charAt(i);
            plain = c != ',' && c != '"' && c != '\n' && c != '\r';
        }
        return plain ? text : '"' + text.replace("\"", "\"\"") + '"';
    }

    /** Splits one CSV line into its fields, undoing {@link #field} quoting. */
    public static java.util.List<String> split(String line) {
        java.util.List<String> fields = new java.util.ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    current.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    current.append(c);
                }
            } else if (c == '"' && current.length() == 0) {
                quoted = true;
            } else if (c == ',') {
                fields.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        fields.add(current.toString());
        return fields;
    }
}
