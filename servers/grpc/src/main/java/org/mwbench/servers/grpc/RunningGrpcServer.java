package org.mwbench.servers.grpc;

import io.grpc.Server;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started gRPC server. {@link #close()} is {@code shutdownNow()}: calls in progress are
 * cancelled, their clients get {@code UNAVAILABLE} or {@code CANCELLED}, and the listening
 * socket and every connection are closed.
 */
final class RunningGrpcServer extends RunningServer {
    /**
     * How long close waits for the server to terminate. gRPC does not interrupt a handler that
     * is still running: with {@code directExecutor()} a handler that sleeps holds its event loop,
     * and with it the closing of its connections, until it returns. The listening socket is
     * closed by then (on the boss event loop), so the port is free either way.
     */
    static final long CLOSE_PATIENCE_MILLIS = 5_000;

    private final Server server;
    private final ExecutorService pool;

    /** @param pool the executor the server was given, which it does not shut down; null for gRPC's own */
    RunningGrpcServer(Server server, ExecutorService pool, GrpcEndpoint endpoint, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.server = server;
        this.pool = pool;
    }

    @Override
    protected void stop() {
        server.shutdownNow();
        try {
            server.awaitTermination(CLOSE_PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }
}
