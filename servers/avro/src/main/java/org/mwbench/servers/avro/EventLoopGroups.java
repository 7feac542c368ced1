package org.mwbench.servers.avro;

import io.netty.channel.EventLoopGroup;
import java.util.concurrent.TimeUnit;

/**
 * The three event loop groups a NettyServer runs on. Netty's default graceful shutdown waits a
 * quiet period of 2 s per group; a benchmark server stops at once: no quiet period, at most
 * {@link #PATIENCE_SECONDS} for tasks in progress. A call still running past that (a service that
 * sleeps) keeps its caller thread until it returns, as Netty never interrupts a task; the threads
 * are daemons.
 */
record EventLoopGroups(EventLoopGroup boss, EventLoopGroup workers, EventLoopGroup callers) {
    static final long PATIENCE_SECONDS = 5;

    /** Asks every group to stop now; waits for none. */
    void shutdown() {
        boss.shutdownGracefully(0, PATIENCE_SECONDS, TimeUnit.SECONDS);
        workers.shutdownGracefully(0, PATIENCE_SECONDS, TimeUnit.SECONDS);
        callers.shutdownGracefully(0, PATIENCE_SECONDS, TimeUnit.SECONDS);
    }
}
