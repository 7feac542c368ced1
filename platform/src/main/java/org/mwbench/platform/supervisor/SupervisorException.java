package org.mwbench.platform.supervisor;

/** A life-cycle step failed; the message names the agent and blade concerned. */
public class SupervisorException extends Exception {
    private static final long serialVersionUID = 1L;

    public SupervisorException(String message) {
        super(message);
    }

    public SupervisorException(String message, Throwable cause) {
        super(message, cause);
    }
}
