package org.mwbench.contract;

import java.util.Locale;

/**
 * How values are written in {@code toString()}s and in {@link Mismatch}es.
 *
 * <p>Strings are written as Java literals with every character outside printable ASCII
 * escaped as {@code \}{@code uXXXX}. A mismatch is often about exactly such characters: an
 * {@code é} turned into {@code Ã©} by a wrong charset, a decomposed {@code e + U+0301}, a
 * replacement character. Printed as themselves, through a terminal whose encoding nobody
 * knows, they could look identical to what was expected.
 */
final class Texts {

    private Texts() {
    }

    /**
     * @param elementType the array's element type, like {@code "String"}
     * @param length the array's length, or -1 for a {@code null} array
     * @return {@code "String[4]"}, or {@code "null"}
     */
    static String array(String elementType, int length) {
        return length < 0 ? "null" : elementType + "[" + length + "]";
    }

    /**
     * @param s a string, or {@code null}
     * @return {@code s} as a Java literal, printable ASCII only, or {@code "null"}
     */
    static String quote(String s) {
        return s == null ? "null" : quote(s, 0, s.length());
    }

    /**
     * @param s a string
     * @param from the first character to write
     * @param to one past the last character to write
     * @return the characters {@code [from, to)} of {@code s} as a Java literal, printable
     *         ASCII only
     */
    static String quote(String s, int from, int to) {
        StringBuilder out = new StringBuilder(to - from + 2).append('"');
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c >= 0x20 && c <= 0x7E) {
                out.append(c);
            } else {
                out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            }
        }
        return out.append('"').toString();
    }
}
