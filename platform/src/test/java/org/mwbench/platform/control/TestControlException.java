package org.mwbench.platform.control;

/** A checked failure {@link TestControl} declares, as AgentException is for agents. */
public final class TestControlException extends Exception {
    private static final long serialVersionUID = 1L;

    public TestControlException(String message) {
        super(message);
    }
}
