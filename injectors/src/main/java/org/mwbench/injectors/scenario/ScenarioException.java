package org.mwbench.injectors.scenario;

/** A scenario that cannot run; the message lists every problem with its file and line. */
public class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    public ScenarioException(String message) {
        super(message);
    }
}
