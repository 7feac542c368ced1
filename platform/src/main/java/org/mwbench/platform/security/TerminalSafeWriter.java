package org.mwbench.platform.security;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * A writer that shows every control {@link TerminalText} escapes as {@code \}{@code uXXXX},
 * except the line breaks and tabs that make lines and tables. Put in front of a terminal, it
 * makes sure that no text on its way there, whoever wrote it (a peer's error message, a plan
 * value quoted in an error, a log line), can move the cursor, retitle the window or reorder
 * what is read. A carriage return counts as a line break only where lines end with one.
 */
public final class TerminalSafeWriter extends FilterWriter {
    private static final boolean CR_ENDS_LINES = System.lineSeparator().indexOf('\r') >= 0;

    public TerminalSafeWriter(Writer out) {
        super(out);
    }

    /** Whether a character is escaped on its way to the terminal. */
    static boolean isEscaped(char c) {
        return c != '\n' && c != '\t' && !(c == '\r' && CR_ENDS_LINES) && TerminalText.isControl(c);
    }

    @Override
    public void write(int c) throws IOException {
        if (isEscaped((char) c)) {
            out.write(TerminalText.escaped((char) c));
        } else {
            out.write(c);
        }
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        synchronized (lock) {
            int plain = offset;
            int end = offset + length;
            for (int i = offset; i < end; i++) {
                if (isEscaped(chars[i])) {
                    out.write(chars, plain, i - plain);
                    out.write(TerminalText.escaped(chars[i]));
                    plain = i + 1;
                }
            }
            out.write(chars, plain, end - plain);
        }
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        synchronized (lock) {
            int plain = offset;
            int end = offset + length;
            for (int i = offset; i < end; i++) {
                if (isEscaped(text.charAt(i))) {
                    out.write(text, plain, i - plain);
                    out.write(TerminalText.escaped(text.charAt(i)));
                    plain = i + 1;
                }
            }
            out.write(text, plain, end - plain);
        }
    }
}
