package org.mwbench.contract.middleware;

import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The knobs of the servers built on the JDK's {@code com.sun.net.httpserver} (HTTP/JSON,
 * JAX-WS, Axis), in one place:
 * <ul>
 *   <li>{@code threads}: the executor's fixed pool, which runs the exchanges;</li>
 *   <li>{@code backlog}: {@code HttpServer.create}'s;</li>
 *   <li>{@code queue}: exchanges waiting for a pool thread (unbounded by default). When it is
 *       full the executor refuses the exchange and the JDK's dispatcher closes its connection:
 *       the client reads an I/O error.</li>
 * </ul>
 * {@code max_connections} is not a knob: the JDK's only limit, {@value #MAX_CONNECTIONS}, is
 * JVM-wide and read once, when the JVM's first {@code HttpServer} is made; the configuration
 * records its value, and {@code blade.N.jvm=-Djdk.httpserver.maxConnections=N} sets it.
 */
public final class JdkHttpServerKnobs {
    /** The JDK's JVM-wide connection limit (JDK 17.0.x and later; unbounded when unset). */
    public static final String MAX_CONNECTIONS = "jdk.httpserver.maxConnections";
    /**
     * Connections the kernel queues while the dispatcher thread accepts: enough for a thousand
     * clients connecting at once (the kernel caps it at {@code net.core.somaxconn}).
     */
    public static final int DEFAULT_BACKLOG = 1024;

    private JdkHttpServerKnobs() {
    }

    /** Declares the knobs, with this server's default thread count. */
    public static ServerOptions.Reader declare(ServerOptions.Reader reader, int defaultThreads) {
        return reader.knob(ServerKnob.THREADS, defaultThreads, "the HttpServer executor's fixed pool")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "HttpServer.create's backlog (the JDK's default is 50)")
                .unbounded(ServerKnob.QUEUE, "the executor's queue; full, the JDK closes the exchange's connection")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "the JDK's HTTP server has only a JVM-wide limit, "
                        + MAX_CONNECTIONS + ", read once when the JVM's first server starts; set it in blade.N.jvm");
    }

    /** The executor of {@code threads} threads and a queue of {@code queue} exchanges. */
    public static ThreadPoolExecutor workers(ServerOptions options, ThreadFactory threads) {
        int size = options.value(ServerKnob.THREADS);
        OptionalInt queue = options.limit(ServerKnob.QUEUE);
        BlockingQueue<Runnable> waiting = queue.isPresent()
                ? new ArrayBlockingQueue<>(queue.getAsInt()) : new LinkedBlockingQueue<>();
        return new ThreadPoolExecutor(size, size, 0, TimeUnit.MILLISECONDS, waiting, threads);
    }

    /** The knobs, then the JVM-wide settings in force, for {@link ServerHandle#configuration()}. */
    public static Map<String, String> configuration(ServerOptions options) {
        Map<String, String> configuration = options.configuration();
        KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
        configuration.put(MAX_CONNECTIONS, System.getProperty(MAX_CONNECTIONS, ServerOptions.UNBOUNDED));
        configuration.put(JdkHttpServerProperties.MAX_IDLE_CONNECTIONS,
                System.getProperty(JdkHttpServerProperties.MAX_IDLE_CONNECTIONS, "200"));
        configuration.put(JdkHttpServerProperties.MAX_REQUEST_SECONDS,
                System.getProperty(JdkHttpServerProperties.MAX_REQUEST_SECONDS, "unset"));
        configuration.put(JdkHttpServerProperties.NODELAY, System.getProperty(JdkHttpServerProperties.NODELAY, "false"));
        return configuration;
    }
}
