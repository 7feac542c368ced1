package org.mwbench.platform.supervisor;

import java.nio.file.Path;

/**
 * A deploy that failed: nothing is left deployed, and the run's folder is kept, holding the plan,
 * its inputs and the failure in {@code run.properties}, for the log the command moves there.
 */
public final class DeployFailedException extends SupervisorException {
    private static final long serialVersionUID = 1L;

    private final transient Path runFolder;

    public DeployFailedException(String message, Path runFolder) {
        super(message);
        this.runFolder = runFolder;
    }

    /** The folder the run would have been stored in, kept to diagnose the failure. */
    public Path runFolder() {
        return runFolder;
    }
}
