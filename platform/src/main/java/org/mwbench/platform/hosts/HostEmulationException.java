package org.mwbench.platform.hosts;

/** Emulated hosts cannot be set up on this machine as it is; the message says why and what to do. */
public final class HostEmulationException extends Exception {
    private static final long serialVersionUID = 1L;

    public HostEmulationException(String message) {
        super(message);
    }
}
