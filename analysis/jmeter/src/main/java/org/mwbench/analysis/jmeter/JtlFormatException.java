package org.mwbench.analysis.jmeter;

import java.nio.file.Path;

/**
 * A JTL file that is not in the format mwbench writes and JMeter reads: the message names the
 * file, the line (1 is the header) and, when it is one field's fault, the column. It is an
 * {@link IllegalArgumentException}, which the command line turns into exit code 2.
 */
public final class JtlFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final long line;
    private final String column;

    JtlFormatException(Path file, long line, String column, String problem) {
        super(file + ":" + line + (column == null ? "" : ", column " + column) + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    public Path file() {
        return file;
    }

    /** The physical line the bad record starts on, 1 for the header. */
    public long line() {
        return line;
    }

    /** The column at fault, or null when the whole record is. */
    public String column() {
        return column;
    }
}
