package org.mwbench.servers.xmlrpc;

import java.util.Map;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;

/**
 * The server's options, parsed and checked.
 *
 * @param knobs           {@code threads=N} (default {@value #DEFAULT_THREADS}): the most
 *                        connections served at once. Each open connection holds one thread
 *                        of the WebServer's pool, idle or not; one more is refused (closed).
 *                        {@code backlog=N} (default {@value #DEFAULT_BACKLOG}): the listening
 *                        socket's. No {@code queue} and no {@code max_connections}: see {@link #parse}.
 * @param keepAlive       {@code keepalive=true|false} (default true): whether the WebServer keeps
 *                        an HTTP/1.1 connection open for the next request. Off, every call
 *                        opens a TCP connection, as XML-RPC servers of the papers' era did.
 * @param maxRequestBytes {@code maxRequestBytes=N} (default 1 MiB): the largest request body
 *                        parsed; 64 KB of octets take about 88 KB in base64.
 * @param whiteBox        {@code whitebox=true} (default false): white-box timing, the server's part
 *                        of each call sent back in a response header ({@link WhiteBoxConnectionServer}).
 */
record XmlRpcServerOptions(ServerOptions knobs, boolean keepAlive, long maxRequestBytes, boolean whiteBox) {
    static final int DEFAULT_THREADS = 128;
    /** Enough for a thousand clients connecting at once; WebServer's own is 50. */
    static final int DEFAULT_BACKLOG = 1024;
    static final long DEFAULT_MAX_REQUEST_BYTES = 1L << 20;
    static final String KEEPALIVE = "keepalive";
    static final String MAX_REQUEST_BYTES = "maxRequestBytes";

    /**
     * @throws IllegalArgumentException for an unknown option or a malformed value, naming it
     */
    static XmlRpcServerOptions parse(Map<String, String> options) {
        ServerOptions knobs = ServerOptions.of(XmlRpcServer.PROTOCOL, options)
                .knob(ServerKnob.THREADS, DEFAULT_THREADS, "Apache WebServer's maxThreads, a thread per connection;"
                        + " one more connection is closed")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "the bound ServerSocket's backlog (WebServer's was 50)")
                .unavailable(ServerKnob.QUEUE, "Apache's WebServer queues no requests: each connection's thread"
                        + " reads and runs its own")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "Apache's WebServer gives each connection a thread of its"
                        + " own and closes one more: its connection limit is threads")
                .options(KEEPALIVE, MAX_REQUEST_BYTES, WhiteBox.OPTION)
                .read();
        boolean keepAlive = Middlewares.flag(XmlRpcServer.PROTOCOL, options, KEEPALIVE, true);
        long maxRequestBytes = knobs.positive(MAX_REQUEST_BYTES, DEFAULT_MAX_REQUEST_BYTES, Integer.MAX_VALUE);
        return new XmlRpcServerOptions(knobs, keepAlive, maxRequestBytes, WhiteBox.requested(XmlRpcServer.PROTOCOL, options));
    }

    int threads() {
        return knobs.value(ServerKnob.THREADS);
    }

    int backlog() {
        return knobs.value(ServerKnob.BACKLOG);
    }

    /** The knobs and this server's own options, as it runs with them. */
    Map<String, String> configuration() {
        Map<String, String> configuration = knobs.configuration();
        KernelLimits.describeBacklog(configuration, backlog());
        configuration.put(KEEPALIVE, Boolean.toString(keepAlive));
        configuration.put(MAX_REQUEST_BYTES, Long.toString(maxRequestBytes));
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: " + WhiteBoxConnectionServer.class.getSimpleName()
                    + ", body read to reply marshalled");
        }
        return ServerOptions.frozen(configuration);
    }
}
