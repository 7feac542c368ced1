package org.mwbench.servers.xmlrpc;

import java.util.Map;
import java.util.Set;
import org.mwbench.contract.middleware.Middlewares;

/**
 * The server's options, parsed and checked.
 *
 * @param keepAlive       {@code keepalive=true|false} (default true): whether the WebServer keeps
 *                        an HTTP/1.1 connection open for the next request. Off, every call
 *                        opens a TCP connection, as XML-RPC servers of the papers' era did.
 * @param threads         {@code threads=N} (default {@value #DEFAULT_THREADS}): the most
 *                        connections served at once. Each open connection holds one thread
 *                        of the WebServer's pool, idle or not; one more is refused (closed).
 * @param maxRequestBytes {@code maxRequestBytes=N} (default 1 MiB): the largest request body
 *                        parsed; 64 KB of octets take about 88 KB in base64.
 */
record XmlRpcServerOptions(boolean keepAlive, int threads, long maxRequestBytes) {
    static final int DEFAULT_THREADS = 128;
    static final long DEFAULT_MAX_REQUEST_BYTES = 1L << 20;
    static final Set<String> KNOWN = Set.of("keepalive", "threads", "maxRequestBytes");

    /**
     * @throws IllegalArgumentException for an unknown option or a malformed value, naming it
     */
    static XmlRpcServerOptions parse(Map<String, String> options) {
        Middlewares.requireKnownOptions(XmlRpcMiddlewareServer.PROTOCOL, options, KNOWN);
        boolean keepAlive = parseBoolean("keepalive", options.getOrDefault("keepalive", "true"));
        int threads = (int) parsePositive("threads", options.getOrDefault("threads", Integer.toString(DEFAULT_THREADS)),
                Integer.MAX_VALUE);
        long maxRequestBytes = parsePositive("maxRequestBytes",
                options.getOrDefault("maxRequestBytes", Long.toString(DEFAULT_MAX_REQUEST_BYTES)), Integer.MAX_VALUE);
        return new XmlRpcServerOptions(keepAlive, threads, maxRequestBytes);
    }

    private static boolean parseBoolean(String name, String value) {
        if ("true".equalsIgnoreCase(value)) {
            return true;
        }
        if ("false".equalsIgnoreCase(value)) {
            return false;
        }
        throw new IllegalArgumentException("option " + name + " of protocol '" + XmlRpcMiddlewareServer.PROTOCOL
                + "' is true or false, not '" + value + "'");
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
        throw new IllegalArgumentException("option " + name + " of protocol '" + XmlRpcMiddlewareServer.PROTOCOL
                + "' is a whole number from 1 to " + max + ", not '" + value + "'");
    }
}
