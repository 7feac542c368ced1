package org.mwbench.platform.plugin;

/**
 * One measured action, bound to a session. The runner times it with
 * {@code System.nanoTime()} around {@link #call}; the sample only does the call and says
 * how it went. An exception counts as a failure, with its kind ({@link #failureKind}) as the
 * comment.
 */
@FunctionalInterface
public interface Sample {
    void call(SampleResult result) throws Exception;

    /**
     * The kind of failure an exception of {@link #call} is, recorded as the call's comment: by
     * default the exception's simple class name. A plugin whose exceptions need telling apart
     * (one class for many causes) names them; called on the failure path only, it must be cheap.
     */
    default String failureKind(Exception failure) {
        return failure.getClass().getSimpleName();
    }
}
