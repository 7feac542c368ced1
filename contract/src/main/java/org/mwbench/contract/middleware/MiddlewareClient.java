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

    /**
     * The kind of a failed call, as the call's event records it (its comment) and the report
     * counts errors by: a short name, the same for every failure of that kind, never the
     * message (which may hold a port, a request id, a time). By default the exception's simple
     * class name; a middleware whose exceptions of one class mean different things (CORBA's
     * system exceptions and their minor codes) names them apart. Called on the failure path of a
     * measured call, so it must be cheap: no stack walk, no formatting of the message.
     */
    default String failureKind(Throwable failure) {
        return failure.getClass().getSimpleName();
    }
}
