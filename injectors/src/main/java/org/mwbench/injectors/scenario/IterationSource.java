package org.mwbench.injectors.scenario;

import org.mwbench.platform.event.OpenModel;

/**
 * When a virtual user may begin its next iteration: at once (closed model), or at the
 * intended start of the next arrival (open model). Never waits: the user waits for the
 * time it is given on its pool's timer, holding no thread.
 */
interface IterationSource {
    /** Returned when the user must not begin another iteration. */
    long END = Long.MIN_VALUE;
    /** Returned when the iteration has no intended start: it begins at once. */
    long AT_ONCE = OpenModel.UNSCHEDULED;

    /**
     * Takes the user's next iteration.
     *
     * @return its intended start in the scenario's time ({@link RunClock#elapsedNanos}, at
     *         least 0); {@link #AT_ONCE}; or {@link #END}
     */
    long next(VirtualUser user) throws InterruptedException;
}
