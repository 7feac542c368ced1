package org.mwbench.servers.httpjson;

import java.util.Map;
import org.mwbench.contract.middleware.JdkHttpServerKnobs;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxHttpFilter;

/**
 * The server's options, parsed and checked: the knobs of the JDK's HTTP server
 * ({@link JdkHttpServerKnobs}: {@code threads}, default {@value #DEFAULT_THREADS}, the handler
 * pool's size, so the most calls served at once; {@code backlog}; {@code queue}), and
 * {@code maxRequestBytes=N} (default 1 MiB): the largest request body read; 64 KB of octets
 * take about 87 KB in base64. Idle keep-alive connections hold no thread: the JDK's server
 * watches them with one selector thread. {@code whitebox=true} adds {@link WhiteBoxHttpFilter} to
 * every operation's context.
 */
record HttpJsonServerOptions(ServerOptions knobs, long maxRequestBytes, boolean whiteBox) {
    static final int DEFAULT_THREADS = 32;
    static final long DEFAULT_MAX_REQUEST_BYTES = 1L << 20;
    static final String MAX_REQUEST_BYTES = "maxRequestBytes";

    /**
     * @throws IllegalArgumentException for an unknown option or a malformed value, naming it
     */
    static HttpJsonServerOptions parse(Map<String, String> options) {
        ServerOptions knobs = JdkHttpServerKnobs.declare(ServerOptions.of(HttpJsonServer.PROTOCOL, options),
                DEFAULT_THREADS).options(MAX_REQUEST_BYTES, WhiteBox.OPTION).read();
        long maxRequestBytes = knobs.positive(MAX_REQUEST_BYTES, DEFAULT_MAX_REQUEST_BYTES, Integer.MAX_VALUE - 8);
        return new HttpJsonServerOptions(knobs, maxRequestBytes, WhiteBox.requested(HttpJsonServer.PROTOCOL, options));
    }

    /** What the server runs with: the knobs, the JVM-wide settings, and {@code maxRequestBytes}. */
    Map<String, String> configuration() {
        Map<String, String> configuration = JdkHttpServerKnobs.configuration(knobs);
        configuration.put(MAX_REQUEST_BYTES, Long.toString(maxRequestBytes));
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: " + WhiteBoxHttpFilter.class.getSimpleName() + " on every operation");
        }
        return ServerOptions.frozen(configuration);
    }
}
