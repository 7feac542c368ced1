package org.mwbench.injectors.scenario;

/**
 * When a virtual user may begin its next iteration: at once (closed model), or at the
 * intended start of the next arrival (open model).
 */
interface IterationSource {
    /** Returned when the user must not begin another iteration. */
    long END = Long.MIN_VALUE;

    /**
     * Waits until the user may begin its next iteration.
     *
     * @return how late the iteration begins after its intended start, in ns;
     *         {@link org.mwbench.platform.event.OpenModel#UNSCHEDULED} when it had none;
     *         or {@link #END}
     */
    long next(VirtualUser user) throws InterruptedException;
}
