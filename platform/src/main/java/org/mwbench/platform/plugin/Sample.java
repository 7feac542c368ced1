package org.mwbench.platform.plugin;

/**
 * One measured action, bound to a session. The runner times it with
 * {@code System.nanoTime()} around {@link #call}; the sample only does the call and says
 * how it went. An exception counts as a failure, with its class as the comment.
 */
@FunctionalInterface
public interface Sample {
    void call(SampleResult result) throws Exception;
}
