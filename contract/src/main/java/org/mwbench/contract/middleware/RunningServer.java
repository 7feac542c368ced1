package org.mwbench.contract.middleware;

import java.util.Map;

/**
 * What every middleware's server handle has in common: the endpoint and configuration it
 * started with, and a close that stops the server once. A middleware's handle says only how
 * its server stops ({@link #stop}).
 *
 * <p>{@link #close} is synchronized: a second close, from any thread, returns once the first
 * has stopped the server, as {@link ServerHandle#close} promises, and stops nothing twice.
 */
public abstract class RunningServer implements ServerHandle {
    private final String endpoint;
    private final Map<String, String> configuration;
    /** Set by the first close; volatile for a server's own threads, which stop when they see it. */
    private volatile boolean closed;

    /**
     * @param endpoint      what clients connect to ({@link ServerHandle#endpoint})
     * @param configuration what the server runs with, frozen ({@link ServerOptions#frozen})
     */
    protected RunningServer(String endpoint, Map<String, String> configuration) {
        this.endpoint = endpoint;
        this.configuration = configuration;
    }

    @Override
    public final String endpoint() {
        return endpoint;
    }

    @Override
    public final Map<String, String> configuration() {
        return configuration;
    }

    /** Whether close has begun: a server's accept loop, for one, ends when it sees it. */
    protected final boolean isClosed() {
        return closed;
    }

    /** Stops the server the first time; later calls return at once. */
    @Override
    public final synchronized void close() throws Exception {
        if (closed) {
            return;
        }
        closed = true;
        stop();
    }

    /** Stops the server and frees its port; called once, by the first {@link #close}. */
    protected abstract void stop() throws Exception;
}
