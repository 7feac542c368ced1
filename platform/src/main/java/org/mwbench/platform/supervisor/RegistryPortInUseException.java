package org.mwbench.platform.supervisor;

import java.io.IOException;

/**
 * The agent registry's port is taken, by another supervisor or any other program: a matter of
 * options, not a failure during a run, so commands exit with their usage code and say what to do.
 */
public final class RegistryPortInUseException extends IOException {
    private static final long serialVersionUID = 1L;

    public RegistryPortInUseException(String message, Throwable cause) {
        super(message, cause);
    }
}
