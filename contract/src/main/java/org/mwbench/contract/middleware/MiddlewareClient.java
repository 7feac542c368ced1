package org.mwbench.contract.middleware;

/**
 * The client side of one middleware, listed in
 * {@code META-INF/services/org.mwbench.contract.middleware.MiddlewareClient}. It needs a
 * public no-argument constructor.
 */
public interface MiddlewareClient {

    /** The same name as the server's {@link MiddlewareServer#protocol()}. */
    String protocol();

    /**
     * Connects to a server: resolves the endpoint, builds the stub or opens the socket,
     * and makes no benchmark call. Every call made through the connection is bounded by
     * {@link ClientSettings#callTimeout()}, whatever the server does.
     *
     * @param endpoint what the server's {@link ServerHandle#endpoint()} printed
     * @throws Exception the middleware's own exception when the endpoint is malformed or
     *                   unreachable
     */
    BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception;
}
