package org.mwbench.console;

import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeInsert;

/**
 * A test blade whose whole work is done at init, where it reports through alarms; it
 * completes as soon as it is started, so a run of it takes no measured time.
 */
public abstract class InitOnlyBlade implements BladeInsert {
    private BladeContext context;

    @Override
    public final void init(BladeContext context) throws BladeException {
        this.context = context;
        work(context);
    }

    protected abstract void work(BladeContext context) throws BladeException;

    @Override
    public void start() {
        context.completed();
    }

    @Override
    public void suspend() {
    }

    @Override
    public void resume() {
    }

    @Override
    public void stop() {
    }
}
