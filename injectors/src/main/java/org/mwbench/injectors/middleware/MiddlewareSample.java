package org.mwbench.injectors.middleware;

import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;

/**
 * A middleware's sample: the call, and the middleware's own name for the kind of a failure
 * ({@link MiddlewareClient#failureKind}), which the runner records as the failed call's comment.
 */
final class MiddlewareSample implements Sample {
    private final Sample call;
    private final MiddlewareClient client;

    MiddlewareSample(Sample call, MiddlewareClient client) {
        this.call = call;
        this.client = client;
    }

    @Override
    public void call(SampleResult result) throws Exception {
        call.call(result);
    }

    @Override
    public String failureKind(Exception failure) {
        return client.failureKind(failure);
    }
}
