package org.mwbench.platform.agent;

import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.ServerInsert;

/** A server blade that serves nothing and publishes, as its endpoint, the host address its agent gave it. */
public final class HostAddressServer implements ServerInsert {
    @Override
    public String open(BladeContext context) {
        return context.hostAddress();
    }

    @Override
    public void init(BladeContext context) {
        // nothing to read
    }

    @Override
    public void start() {
        // serves nothing
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
        // nothing to end
    }
}
