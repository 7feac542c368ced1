package org.mwbench.analysis.store;

import java.io.IOException;

/**
 * A folder or file that is not what a stored run should hold: a missing {@code run.properties},
 * a malformed row. The message names the file, and the line or key, so the user can fix it;
 * the command line turns it into exit code 2.
 */
public class StoredRunException extends IOException {
    private static final long serialVersionUID = 1L;

    public StoredRunException(String message) {
        super(message);
    }
}
