package org.mwbench.servers.httpjson;

import java.util.Map;
import java.util.Set;
import org.mwbench.contract.middleware.Middlewares;

/**
 * The server's options, parsed and checked.
 *
 * @param threads         {@code threads=N} (default {@value #DEFAULT_THREADS}): the handler pool's
 *                        size, so the most calls served at once; further requests wait in the
 *                        pool's queue. Idle keep-alive connections hold no thread: the JDK's
 *                        server watches them with one selector thread.
 * @param maxRequestBytes {@code maxRequestBytes=N} (default 1 MiB): the largest request body
 *                        read; 64 KB of octets take about 87 KB in base64.
 */
record HttpJsonServerOptions(int threads, long maxRequestBytes) {
    static final int DEFAULT_THREADS = 32;
    static final long DEFAULT_MAX_REQUEST_BYTES = 1L << 20;
    static final Set<String> KNOWN = Set.of("threads", "maxRequestBytes");

    /**
     * @throws IllegalArgumentException for an unknown option or a malformed value, naming it
     */
    static HttpJsonServerOptions parse(Map<String, String> options) {
        Middlewares.requireKnownOptions(HttpJsonMiddlewareServer.PROTOCOL, options, KNOWN);
        int threads = (int) parsePositive("threads", options.getOrDefault("threads", Integer.toString(DEFAULT_THREADS)),
                10_000);
        long maxRequestBytes = parsePositive("maxRequestBytes",
                options.getOrDefault("maxRequestBytes", Long.toString(DEFAULT_MAX_REQUEST_BYTES)), Integer.MAX_VALUE - 8);
        return new HttpJsonServerOptions(threads, maxRequestBytes);
    }

    private static long parsePositive(String name, String value, long max) {
        try {
            long parsed = Long.parseLong(value.trim());
            if (parsed >= 1 && parsed <= max) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("option " + name + " of protocol '" + HttpJsonMiddlewareServer.PROTOCOL
                + "' is a whole number from 1 to " + max + ", not '" + value + "'");
    }
}
