package org.mwbench.platform.blade;

/** A blade cannot do what it was asked; the message is for the user and names the blade. */
public class BladeException extends Exception {
    private static final long serialVersionUID = 1L;

    public BladeException(String message) {
        super(message);
    }

    public BladeException(String message, Throwable cause) {
        super(message, cause);
    }
}
