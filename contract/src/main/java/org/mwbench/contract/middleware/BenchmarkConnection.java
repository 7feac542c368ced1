package org.mwbench.contract.middleware;

import org.mwbench.contract.BenchmarkService;

/**
 * A client's stub or connection, adapted to the benchmark service. The adapter does no
 * more than the middleware needs per call: no logging, no copying, no checks, since
 * whatever it does is measured with the middleware.
 *
 * <p>A connection must be safe for calls from several threads at once, because a plan may
 * share one connection among all virtual users. A protocol whose connection serializes
 * concurrent calls (one socket, one call at a time) says so in its README, since shared
 * mode then measures that queue too.
 */
public interface BenchmarkConnection extends BenchmarkService, AutoCloseable {

    /** Releases the stub, socket or ORB; safe to call twice. */
    @Override
    void close() throws Exception;
}
