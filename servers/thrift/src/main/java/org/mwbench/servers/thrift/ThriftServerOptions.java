package org.mwbench.servers.thrift;

import java.util.Map;
import java.util.OptionalInt;
import org.apache.thrift.TConfiguration;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * The server's options, parsed and checked.
 *
 * @param knobs          {@code threads=N} (default unbounded, Thrift's own): the most connections
 *                       served at once, a worker thread each, busy or idle; one more is closed
 *                       by {@code TThreadPoolServer} ("ThreadPool is saturated"). {@code backlog=N}
 *                       (default {@value #DEFAULT_BACKLOG}): the listening socket's. No
 *                       {@code queue} and no {@code max_connections}: see {@link #parse}.
 * @param maxMessageSize {@code maxMessageSize=N} bytes (default Thrift's 100 MB): Thrift's
 *                       {@code TConfiguration} limit on each connection; a longer string, binary
 *                       or list fails the read with Thrift's "MaxMessageSize reached" and the
 *                       connection is closed.
 * @param whiteBox       {@code whitebox=true} (default false): the server's part of each call, sent
 *                       back in the reply ({@link ServerTiming}).
 */
record ThriftServerOptions(ServerOptions knobs, long maxMessageSize, boolean whiteBox) {
    /** Enough for a thousand clients connecting at once; Thrift's (the JDK's) is 50. */
    static final int DEFAULT_BACKLOG = 1024;
    static final String MAX_MESSAGE_SIZE = "maxMessageSize";

    /**
     * @throws IllegalArgumentException for an unknown option or a malformed value, naming it
     */
    static ThriftServerOptions parse(Map<String, String> options) {
        ServerOptions knobs = ServerOptions.of(ThriftServer.PROTOCOL, options)
                .unbounded(ServerKnob.THREADS, "TThreadPoolServer's worker pool, a thread per connection (Thrift's"
                        + " default); one more connection is closed")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "the bound ServerSocket's backlog (Thrift's was 50)")
                .unavailable(ServerKnob.QUEUE, "TThreadPoolServer queues no requests: it hands each connection"
                        + " to a worker thread of its own, which reads and runs its calls")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "TThreadPoolServer gives each connection a worker"
                        + " thread and closes one more: its connection limit is threads")
                .options(MAX_MESSAGE_SIZE, WhiteBox.OPTION)
                .read();
        long maxMessageSize = knobs.positive(MAX_MESSAGE_SIZE, TConfiguration.DEFAULT_MAX_MESSAGE_SIZE,
                Integer.MAX_VALUE);
        return new ThriftServerOptions(knobs, maxMessageSize, WhiteBox.requested(ThriftServer.PROTOCOL, options));
    }

    /** The most worker threads, {@link Integer#MAX_VALUE} (Thrift's default) unless limited. */
    int threads() {
        OptionalInt limit = knobs.limit(ServerKnob.THREADS);
        return limit.isPresent() ? limit.getAsInt() : Integer.MAX_VALUE;
    }

    int backlog() {
        return knobs.value(ServerKnob.BACKLOG);
    }

    /** The knobs and this server's own options, as it runs with them. */
    Map<String, String> configuration() {
        Map<String, String> configuration = knobs.configuration();
        KernelLimits.describeBacklog(configuration, backlog());
        configuration.put("server", "TThreadPoolServer");
        configuration.put("protocols", WireProtocol.BINARY.className() + "," + WireProtocol.COMPACT.className()
                + " (by a connection's first byte)");
        configuration.put(MAX_MESSAGE_SIZE, Long.toString(maxMessageSize));
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: " + ServerTiming.class.getSimpleName()
                    + ", message header read to reply marshalled, in reply field " + ServerTiming.FIELD_ID);
        }
        return ServerOptions.frozen(configuration);
    }
}
