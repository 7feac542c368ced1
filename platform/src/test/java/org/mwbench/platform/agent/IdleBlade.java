package org.mwbench.platform.agent;

import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeInsert;

/**
 * A blade that runs until it is stopped and calls nothing: the platform's own files are all
 * it has. Test server blades extend it, adding only their endpoint.
 */
public class IdleBlade implements BladeInsert {
    @Override
    public void init(BladeContext context) {
        // nothing to read
    }

    @Override
    public void start() {
        // runs until stopped, doing nothing
    }

    @Override
    public void suspend() {
        // nothing to pause
    }

    @Override
    public void resume() {
        // nothing to resume
    }

    @Override
    public void stop() {
        // no thread to end
    }
}
