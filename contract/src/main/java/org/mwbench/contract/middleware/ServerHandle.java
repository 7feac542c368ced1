package org.mwbench.contract.middleware;

/** A running server. */
public interface ServerHandle extends AutoCloseable {

    /**
     * Where clients reach the server, in the middleware's own notation and on one line:
     * what its {@link MiddlewareClient#connect} takes, and what other tools can use, such as
     * {@code rmi://127.0.0.1:41234/mwbench.BenchmarkService} or a stringified IOR.
     */
    String endpoint();

    /**
     * What the server runs with, in a stable order: first every {@link ServerKnob} (its value,
     * the default included, {@value ServerOptions#UNBOUNDED} or {@value ServerOptions#NOT_AVAILABLE}),
     * then the middleware's own options and the values it derives that a reader of the results
     * should know (the underlying settings, such as {@code jacorb.poa.queue_max}, or a JVM-wide
     * one in force). A server blade stores it as its {@code server-config} file. Names and values
     * are single lines.
     */
    java.util.Map<String, String> configuration();

    /** Stops the server and frees its port; returns once it is down. Safe to call twice. */
    @Override
    void close() throws Exception;
}
