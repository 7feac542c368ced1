package org.mwbench.platform.plugin;

/**
 * How an {@link AsyncSample} says its call has ended, from any thread: once, by
 * {@link #complete} or {@link #fail}. Whatever the call reports ({@link SampleResult#result},
 * {@link SampleResult#fail(String)}, a comment) is written to the call's {@link SampleResult}
 * before it is told; the runner reads it after.
 *
 * <p>The runner takes the call's end time when it is told, on the telling thread, so tell it as
 * soon as the reply is in hand, and do not block in it: the telling thread is the plugin's
 * (an event loop, a timer), and the runner only notes the end and hands the user to its pool.
 */
public interface SampleCompletion {
    /** The call has ended; how it went is in its {@link SampleResult}, a failure named there included. */
    void complete();

    /**
     * The call failed with {@code failure}, recorded as a synchronous sample's exception is: its
     * kind ({@link Sample#failureKind}) is the call's comment, and the first of each kind is alarmed.
     */
    void fail(Exception failure);
}
