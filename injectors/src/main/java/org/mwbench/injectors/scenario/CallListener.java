package org.mwbench.injectors.scenario;

/**
 * Told of each measured (not warm-up) call of a user, on that user's thread, right after the
 * call is recorded: how a runner keeps figures of its own (a loop's step means, a plateau's
 * throughput) without reading back the recorder's files.
 */
interface CallListener {
    /**
     * @param userId      the user that called
     * @param type        the action type id
     * @param success     whether the call succeeded
     * @param nanos       its duration
     * @param failureKind why it failed (the sample's comment), or null
     * @param endNanoTime its end, as {@code System.nanoTime()}
     */
    void called(int userId, int type, boolean success, long nanos, String failureKind, long endNanoTime);
}
