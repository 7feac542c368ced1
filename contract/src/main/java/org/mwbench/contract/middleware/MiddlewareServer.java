package org.mwbench.contract.middleware;

import org.mwbench.contract.BenchmarkService;

/**
 * The server side of one middleware, listed in
 * {@code META-INF/services/org.mwbench.contract.middleware.MiddlewareServer}. It needs a
 * public no-argument constructor and must not start anything before {@link #start}.
 */
public interface MiddlewareServer {

    /**
     * The protocol's name as plans, scenarios and {@code mwbench server} spell it, such as
     * {@code rmi}, {@code corba-jacorb} or {@code ice}; the same as its client's.
     */
    String protocol();

    /**
     * Starts serving {@code service} and returns once the server accepts calls.
     *
     * @throws Exception the middleware's own exception when it cannot start (port in use,
     *                   bad option...), so that the user reads the middleware's message
     */
    ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception;
}
