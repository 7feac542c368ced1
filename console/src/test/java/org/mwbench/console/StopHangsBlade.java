package org.mwbench.console;

import java.util.concurrent.TimeUnit;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeInsert;

/**
 * A test blade that runs until stopped and whose stop then hangs, as a middleware client stuck in
 * a call can: the orderly stop of a run waits for it, which is when a user presses Ctrl-C again.
 * It gives up after {@link #HANG}, so that nothing it holds outlives a test that failed.
 */
public final class StopHangsBlade implements BladeInsert {
    /** Far longer than a test waits before its second signal; only a bound on a leftover. */
    static final long HANG = TimeUnit.MINUTES.toMillis(5);

    @Override
    public void init(BladeContext context) {
    }

    @Override
    public void start() {
    }

    @Override
    public void suspend() {
    }

    @Override
    public void resume() {
    }

    @Override
    public void stop() {
        try {
            Thread.sleep(HANG);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
