package org.mwbench.platform.hosts;

import java.util.List;

/** A system command ({@code ip}, {@code tc}, ...) that failed: its message names the command and what it said. */
public final class CommandFailedException extends Exception {
    private static final long serialVersionUID = 1L;

    CommandFailedException(List<String> command, String reason) {
        super("'" + String.join(" ", command) + "' " + reason);
    }
}
