package org.mwbench.platform.remote;

/** An agent could not do what was asked; the message names the agent and the blade. */
public class AgentException extends Exception {
    private static final long serialVersionUID = 1L;

    public AgentException(String message) {
        super(message);
    }
}
