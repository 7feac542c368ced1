package org.mwbench.platform.agent;

import org.mwbench.platform.blade.ServingInsert;

/**
 * A blade that runs until it is stopped and calls nothing: the platform's own files are all
 * it has. Test server blades extend it, adding only their endpoint.
 */
public class IdleBlade extends ServingInsert {
    @Override
    public void stop() {
        // no thread to end
    }
}
