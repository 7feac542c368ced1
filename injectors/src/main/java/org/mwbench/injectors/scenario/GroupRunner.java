package org.mwbench.injectors.scenario;

/** Runs the users of one load-profile group. */
interface GroupRunner {
    /** Called at start and then on every tick, with the scenario's elapsed time. */
    void adjust(long elapsedNanos);

    /** Users running now. */
    int population();

    /** True once the group's profile is over and all of its users have ended. */
    boolean finished(long elapsedNanos);

    /** Stops every user at its next step and waits for them, up to the deadline ({@code System.nanoTime()}). */
    void stopAll(long deadlineNanoTime) throws InterruptedException;
}
