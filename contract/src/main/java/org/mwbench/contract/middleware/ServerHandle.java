package org.mwbench.contract.middleware;

/** A running server. */
public interface ServerHandle extends AutoCloseable {

    /**
     * Where clients reach the server, in the middleware's own notation and on one line:
     * what its {@link MiddlewareClient#connect} takes, and what other tools can use, such as
     * {@code rmi://127.0.0.1:41234/mwbench.BenchmarkService} or a stringified IOR.
     */
    String endpoint();

    /** Stops the server and frees its port; returns once it is down. Safe to call twice. */
    @Override
    void close() throws Exception;
}
