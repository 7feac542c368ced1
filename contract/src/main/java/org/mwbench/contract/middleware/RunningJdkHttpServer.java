package org.mwbench.contract.middleware;

import com.sun.net.httpserver.HttpServer;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A started JDK HTTP server, its handler pool, and where it listens: the handle of every server
 * built on {@code com.sun.net.httpserver} with {@link JdkHttpServerKnobs}.
 */
public final class RunningJdkHttpServer extends RunningServer {
    /** How long close() waits for the handler threads; a service that ignores interrupts is left behind. */
    private static final long JOIN_MILLIS = 2_000;

    private final HttpServer server;
    private final ExecutorService handlers;

    public RunningJdkHttpServer(HttpServer server, ExecutorService handlers, String endpoint,
                                Map<String, String> configuration) {
        super(endpoint, configuration);
        this.server = server;
        this.handlers = handlers;
    }

    /**
     * Stops at once: {@code stop(0)} closes the listening socket and every connection and
     * waits for the dispatcher thread; then service calls still running are interrupted. The
     * port is free when it returns.
     */
    @Override
    protected void stop() {
        server.stop(0);
        handlers.shutdownNow();
        try {
            handlers.awaitTermination(JOIN_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
