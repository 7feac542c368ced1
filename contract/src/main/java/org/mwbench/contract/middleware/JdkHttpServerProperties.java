package org.mwbench.contract.middleware;

/**
 * The JVM-wide settings of the JDK's HTTP server ({@code com.sun.net.httpserver}) that the
 * servers built on it (HTTP/JSON, JAX-WS, Axis) need, in one place. The JDK reads them once,
 * when the JVM's first {@code HttpServer} is created: {@link #apply()} must run before that,
 * and a JVM whose code created one earlier keeps what that one read. A value the user set
 * ({@code -Dsun.net.httpserver.maxReqTime=10}) is left alone.
 */
public final class JdkHttpServerProperties {
    /**
     * {@code TCP_NODELAY} on accepted connections. Without it the JDK writes a reply's headers
     * and body separately, the body waits for the client's delayed ACK, and every call takes
     * about 40 ms.
     */
    public static final String NODELAY = "sun.net.httpserver.nodelay";

    /**
     * Seconds a connection may take to deliver its whole request, headers and body, counted
     * from when the server's dispatcher hands it over; the JDK closes it after that. Without
     * it a client that sends part of a request and stalls holds a worker thread forever, and
     * as many stalled uploads as there are workers stop the server.
     */
    public static final String MAX_REQUEST_SECONDS = "sun.net.httpserver.maxReqTime";

    /**
     * The default of {@link #MAX_REQUEST_SECONDS}: the benchmark's largest request, 256 KiB of
     * octets in base64, takes milliseconds even on a slow emulated link, and a burst of
     * stalled uploads frees the workers within about this long (the JDK checks once a second).
     * A request waiting this long in a saturated pool's queue is closed too: such a server has
     * more clients than threads, which the {@code threads} options change.
     */
    public static final int DEFAULT_MAX_REQUEST_SECONDS = 5;

    /**
     * Idle keep-alive connections the server keeps open (200 by default). An exchange that
     * ends when 200 connections are idle already has its connection closed, and a client that
     * sends its next POST on that connection reads an I/O error (the JDK's HTTP client does
     * not send a POST again). With a thousand clients, each on a connection of its own, an
     * HTTP/JSON run had hundreds of such errors.
     */
    public static final String MAX_IDLE_CONNECTIONS = "sun.net.httpserver.maxIdleConnections";

    /**
     * The default of {@link #MAX_IDLE_CONNECTIONS}: twice the thousand clients of the
     * scalability plan, so that no connection a client keeps is closed under it.
     *
     * <p>Not more: with 10,000 users thinking 1 s, each on a connection of its own (JDK 17), a
     * bound of 2^20 kept every connection and the JDK's server answered 100 times slower (a
     * median of 1.17 s against 12.9 ms, 30 s runs, 0 errors each); with 2048, longer runs
     * had calls fail on connections the server closed (NoHttpResponseException), which the
     * {@code http-json} row now sends again on a new connection, as Gatling's client does.
     */
    public static final int DEFAULT_MAX_IDLE_CONNECTIONS = 2048;

    private JdkHttpServerProperties() {
    }

    /** Sets the properties unless they are set already; call before creating the server. */
    public static void apply() {
        setUnlessSet(NODELAY, "true");
        setUnlessSet(MAX_REQUEST_SECONDS, Integer.toString(DEFAULT_MAX_REQUEST_SECONDS));
        setUnlessSet(MAX_IDLE_CONNECTIONS, Integer.toString(DEFAULT_MAX_IDLE_CONNECTIONS));
    }

    private static void setUnlessSet(String name, String value) {
        if (System.getProperty(name) == null) {
            System.setProperty(name, value);
        }
    }
}
