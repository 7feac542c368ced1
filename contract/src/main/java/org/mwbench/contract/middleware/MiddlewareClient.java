package org.mwbench.contract.middleware;

/**
 * The client side of one middleware, listed in
 * {@code META-INF/services/org.mwbench.contract.middleware.MiddlewareClient}. It needs a
 * public no-argument constructor.
 */
public interface MiddlewareClient {

    /**
     * The plugin's name, the scenario's {@code <use name=...>}: the same as its server's
     * {@link MiddlewareServer#protocol()}, unless the client is one of several clients of one
     * server ({@link #serverProtocol()}).
     */
    String protocol();

    /**
     * The protocol of the servers this client calls: its own by default. A client variant,
     * another library speaking the same wire format (HTTP/JSON's {@code http-json-apache},
     * {@code http-json-jetty}, {@code http-floor}), names the server it shares
     * ({@code http-json}), so that one server blade serves every variant's row and the reports
     * know which server a row measured. A scenario's use resolves {@code server=} to that
     * blade's endpoint whatever its protocol; this declaration is what says it fits.
     */
    default String serverProtocol() {
        return protocol();
    }

    /**
     * How generated plans label this client's rows ("LABEL ping"): its protocol, unless the
     * protocol's name hides which client calls which server ({@code corba-omniorb}'s Java client
     * is JacORB, its rows read "JacORB→omniORB").
     */
    default String rowLabel() {
        return protocol();
    }

    /**
     * The client options ({@code options=} of a scenario's use) under which its connections can
     * count the bytes on the wire, for the plans that measure them; none by default. GlassFish's
     * ORB is counted on its blocking sockets only ({@code socket-type=socket}), not on its
     * default NIO channels.
     */
    default String wireCountingOptions() {
        return "";
    }

    /**
     * Whether its connections can count their bytes on the wire at all, under some options
     * ({@link #wireCountingOptions}) or none; false where the stack offers no place to count
     * (Dubbo's triple transport writes through Netty's HTTP/2 codec, which has no hook). Such a
     * connection's {@link BenchmarkConnection#wireCounter} is always empty and its runs write no
     * wire file: plans, reports and tests know it before any connection is made.
     */
    default boolean countsWireBytes() {
        return true;
    }

    /**
     * Whether one connection of this client carries the calls of many users at once (a stub,
     * ORB, channel or pool that multiplexes or spreads concurrent calls), so that a scenario may
     * give its use {@code connection=shared} as the clients of one process would. False by
     * default, the safe choice: each user then gets a connection of its own. Raw TCP says false:
     * one socket carries one call at a time. Generated plans that model one client process
     * (scalability) share the connection of every client that says true.
     */
    default boolean multiplexesCalls() {
        return false;
    }

    /**
     * The client library that makes the calls, with its version, as the reports name it beside
     * the row (for example {@code "Apache HttpClient 5.6.5"}, {@code "JDK java.net.http 17.0.12"}):
     * for HTTP-based rows the library is the user's choice and part of what is measured (the same
     * server measured 5,000 calls/s through one client and 12,000 through another).
     * Empty when the middleware's own client is the only one (JacORB's client is JacORB).
     */
    default String library() {
        return "";
    }

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
     * system exceptions and their minor codes, Thrift's transport exception types) names them
     * apart as {@code "Class (qualifier)"}, such as {@code "COMM_FAILURE (OMG minor 1)"}. Called on the failure path of a
     * measured call, so it must be cheap: no stack walk, no formatting of the message.
     */
    default String failureKind(Throwable failure) {
        return failure.getClass().getSimpleName();
    }

    /**
     * Whether this client has white-box hooks ({@link WhiteBox}): given the option
     * {@code whitebox=true}, it installs them and its connection says so
     * ({@link BenchmarkConnection#whiteBoxTimed}). A
     * client without hooks refuses the option, and the injector, which asks this first, then
     * records that the middleware has no hook rather than giving it the option.
     */
    default boolean hasWhiteBoxHooks() {
        return false;
    }
}
