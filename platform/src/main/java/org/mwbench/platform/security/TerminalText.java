package org.mwbench.platform.security;

/**
 * Makes text that came from a file or a peer safe to print on a terminal. An escape sequence
 * can retitle a window, rewrite what is on the screen or, on some terminals, answer back with
 * keystrokes; a bidirectional override can make printed text read otherwise than it is. So every
 * C0 and C1 control, DEL and Unicode's bidirectional controls are shown as {@code \}{@code uXXXX},
 * and a text longer than asked is cut.
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** The text with its controls escaped, whole. */
    public static String safe(CharSequence text) {
        return safe(text, Integer.MAX_VALUE);
    }

    /** The text with its controls escaped, cut after {@code maxChars} of the original with "...". */
    public static String safe(CharSequence text, int maxChars) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), maxChars) + 8);
        int length = Math.min(text.length(), maxChars);
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (isControl(c)) {
                out.append(escaped(c));
            } else {
                out.append(c);
            }
        }
        if (text.length() > maxChars) {
            out.append("...");
        }
        return out.toString();
    }

    /** How a control is shown: {@code \}{@code u} and its four hexadecimal digits. */
    static String escaped(char c) {
        return String.format("\\u%04X", (int) c);
    }

    /** C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates. */
    static boolean isControl(char c) {
        return Character.isISOControl(c)
                || c == '\u061C' || c == '\u200E' || c == '\u200F'
                || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }
}
