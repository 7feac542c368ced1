package org.mwbench.platform.plugin;

/**
 * A measured action whose call ends later: {@link #start} sends it and returns at once, and the
 * call's {@link SampleCompletion} is told when it has ended, from whatever thread learns it (an
 * event loop, a timer). So a user waiting for its reply holds no thread, and tens of thousands of
 * users need a few threads, not one each. A session offers one from
 * {@link SessionObject#sample} as it would a {@link Sample}; the runner sees which it got.
 *
 * <p>The runner times the call from just before {@code start} to the moment the completion is
 * told, and records it exactly as a synchronous call (same row, histograms, warm-up, latency
 * from the intended start). What that implies:
 * <ul>
 *   <li><b>The end is taken on the telling thread, when it tells.</b> A telling thread that is
 *       late (a busy event loop, a timer behind its schedule, a GC) makes the call that much
 *       longer: tell the completion first, before any bookkeeping of the plugin's own.</li>
 *   <li><b>The telling thread must not block.</b> It is the plugin's, serving many users'
 *       calls; the runner only notes the end and hands the user to its pool there, and a plugin
 *       must do no more.</li>
 *   <li><b>{@code start} must not block either.</b> It runs on one of the pool's few workers,
 *       which does not grow for it (an asynchronous call is not blocking work): connect when the
 *       session is made, not here. Its own time is inside the measured call.</li>
 *   <li><b>Tell once.</b> A second telling of a call is ignored, and so is a telling after the
 *       user has given up the call. The completion is the user's, reused for its calls: one
 *       told long after its call, once the user has made its next two, would be taken for the
 *       latest. A plugin whose call may end two ways (a reply racing its own timeout) decides
 *       which wins before it tells, and holds the completion no longer than its call.</li>
 *   <li><b>Write the result before telling.</b> The {@link SampleResult} is the user's, read
 *       once the completion is told and cleared for its next call: a plugin writes it before
 *       telling, or in {@code start}, and never after.</li>
 *   <li><b>A stop does not wait for ever.</b> A user told to stop (the blade stopping, a closed
 *       population shrinking at once) lets its call in flight end, for a grace the runner sets
 *       (the scenario runner: a few seconds, below its own patience at stop). A call not told
 *       by then is recorded as failed, of kind {@code Stopped}, its duration up to that moment;
 *       a later telling is ignored. Nothing measured is lost, and a completion that never comes
 *       costs the stop its grace, not a hang.</li>
 * </ul>
 *
 * <p>An exception thrown by {@code start} is a failed call, as {@link SampleCompletion#fail}
 * with it would be (a completion told before the throw wins).
 */
@FunctionalInterface
public interface AsyncSample extends Sample {

    /**
     * Sends the call and returns at once; tells {@code done} once it has ended. Allocate
     * nothing here on the hot path: {@code result} and {@code done} are reused for every call
     * of the user.
     */
    void start(SampleResult result, SampleCompletion done) throws Exception;

    /**
     * The call made synchronously, for callers that are not the runner (a plugin's own tests, a
     * bare loop): starts it and waits until it is told, then throws its failure if it failed.
     * It allocates a waiter per call; the runner never uses it.
     */
    @Override
    default void call(SampleResult result) throws Exception {
        AwaitedCompletion done = new AwaitedCompletion();
        try {
            start(result, done);
        } catch (Exception e) {
            done.fail(e);
        }
        done.await();
    }
}
