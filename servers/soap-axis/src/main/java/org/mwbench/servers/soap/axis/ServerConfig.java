package org.mwbench.servers.soap.axis;

import java.util.Map;
import org.mwbench.contract.middleware.JdkHttpServerKnobs;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxHttpFilter;

/**
 * The server's options:
 * <ul>
 *   <li>the JDK HTTP server's knobs ({@link JdkHttpServerKnobs}): {@code threads}, how many
 *       calls are served at once, the HTTP server's worker threads (default
 *       {@value #DEFAULT_THREADS}; Axis's client opens a connection per call, so every call is
 *       a new exchange handed to this pool); {@code backlog}; {@code queue};</li>
 *   <li>{@code max-request-bytes}: the largest request body accepted (default
 *       {@value #DEFAULT_MAX_REQUEST_BYTES}, sixteen times the largest benchmark request, a
 *       64 KB echo in base64 within its envelope). A larger declared length is refused
 *       before Axis sees the request; a chunked one fails once the limit is read.</li>
 * </ul>
 */
record ServerConfig(ServerOptions knobs, long maxRequestBytes, boolean whiteBox) {
    static final String MAX_REQUEST_BYTES = "max-request-bytes";
    static final int DEFAULT_THREADS = 8;
    static final long DEFAULT_MAX_REQUEST_BYTES = 16L * 96 * 1024;

    /** Reads the options, refusing those it does not know and values that are not positive. */
    static ServerConfig from(Map<String, String> options) {
        ServerOptions knobs = JdkHttpServerKnobs.declare(ServerOptions.of(SoapAxisServer.PROTOCOL, options),
                DEFAULT_THREADS).options(MAX_REQUEST_BYTES, WhiteBox.OPTION).read();
        return new ServerConfig(knobs, knobs.positive(MAX_REQUEST_BYTES, DEFAULT_MAX_REQUEST_BYTES, Long.MAX_VALUE),
                WhiteBox.requested(SoapAxisServer.PROTOCOL, options));
    }

    /** The knobs, the JVM-wide settings in force, and {@code max-request-bytes}. */
    Map<String, String> configuration() {
        Map<String, String> configuration = JdkHttpServerKnobs.configuration(knobs);
        configuration.put(MAX_REQUEST_BYTES, Long.toString(maxRequestBytes));
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: " + WhiteBoxHttpFilter.class.getSimpleName()
                    + ", its time in the " + WhiteBox.SERVER_NANOS + " response header");
        }
        return ServerOptions.frozen(configuration);
    }
}
