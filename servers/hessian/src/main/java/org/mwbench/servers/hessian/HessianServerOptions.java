package org.mwbench.servers.hessian;

import java.util.Map;
import org.mwbench.contract.middleware.JdkHttpServerKnobs;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxHttpFilter;

/**
 * The server's options, parsed and checked: the knobs of the JDK's HTTP server
 * ({@link JdkHttpServerKnobs}: {@code threads}, default {@value #DEFAULT_THREADS}, the handler
 * pool, so the most calls served at once; {@code backlog}; {@code queue}), {@code maxRequestBytes}
 * (default 1 MiB, the largest request body read: 64 KiB of octets take 64 KiB and a few bytes in
 * Hessian) and {@code whitebox=true}, which adds {@link WhiteBoxHttpFilter} to the service's context.
 */
record HessianServerOptions(ServerOptions knobs, long maxRequestBytes, boolean whiteBox) {
    static final int DEFAULT_THREADS = 32;
    static final long DEFAULT_MAX_REQUEST_BYTES = 1L << 20;
    static final String MAX_REQUEST_BYTES = "maxRequestBytes";

    /**
     * @throws IllegalArgumentException for an unknown option or a malformed value, naming it
     */
    static HessianServerOptions parse(Map<String, String> options) {
        ServerOptions knobs = JdkHttpServerKnobs.declare(ServerOptions.of(HessianServer.PROTOCOL, options),
                DEFAULT_THREADS).options(MAX_REQUEST_BYTES, WhiteBox.OPTION).read();
        long maxRequestBytes = knobs.positive(MAX_REQUEST_BYTES, DEFAULT_MAX_REQUEST_BYTES, Integer.MAX_VALUE - 8);
        return new HessianServerOptions(knobs, maxRequestBytes, WhiteBox.requested(HessianServer.PROTOCOL, options));
    }

    /** What the server runs with: the knobs, the JVM-wide settings, and {@code maxRequestBytes}. */
    Map<String, String> configuration() {
        Map<String, String> configuration = JdkHttpServerKnobs.configuration(knobs);
        configuration.put(MAX_REQUEST_BYTES, Long.toString(maxRequestBytes));
        configuration.put("hessian.classes", "none by name: " + HessianSerializers.class.getSimpleName() + ".forRequests()");
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: " + WhiteBoxHttpFilter.class.getSimpleName() + " on " + HessianEndpoint.PATH);
        }
        return ServerOptions.frozen(configuration);
    }
}
