package org.mwbench.platform.plugin;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The completion of one call made synchronously ({@link AsyncSample#call}): the caller waits
 * on it. The first telling wins, as the runner's does; one per call, off the runner's path.
 */
final class AwaitedCompletion implements SampleCompletion {
    /** What {@link #outcome} holds for a call that ended without an exception. */
    private static final Exception COMPLETED = new Exception("completed", null, false, false) {
        private static final long serialVersionUID = 1L;
    };

    private final AtomicReference<Exception> outcome = new AtomicReference<>();
    private final CountDownLatch told = new CountDownLatch(1);

    @Override
    public void complete() {
        tell(COMPLETED);
    }

    @Override
    public void fail(Exception failure) {
        tell(failure == null ? new IllegalStateException("the call failed, saying no why") : failure);
    }

    private void tell(Exception how) {
        if (outcome.compareAndSet(null, how)) {
            told.countDown();
        }
    }

    /** Waits until told; throws the call's failure, if it failed. An interrupt ends the wait. */
    void await() throws Exception {
        told.await();
        Exception how = outcome.get();
        if (how != COMPLETED) {
            throw how;
        }
    }
}
