package org.mwbench.contract.middleware;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Consumer;

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
     * Starts a server on the JDK's HTTP server as each such server does, so that they differ only
     * in their contexts: applies {@link JdkHttpServerProperties}, binds to the settings' address
     * and port with the knobs' backlog, makes the handler pool the knobs size (threads
     * {@code mwbench-<protocol>-<port>-<n>}), has {@code contexts} create the server's contexts,
     * and starts; if creating the contexts or starting fails, it stops what it made.
     *
     * @param configuration what {@link #configuration()} reports
     * @param endpoint      the endpoint for clients, of the host (the bind address, or this host's
     *                      address when bound to every interface) and the port bound
     * @throws java.net.BindException "Address already in use" and the like, as the JDK's server
     *         reports it
     */
    public static RunningJdkHttpServer start(String protocol, ServerSettings settings, ServerOptions knobs,
                                             Map<String, String> configuration, Consumer<HttpServer> contexts,
                                             BiFunction<String, Integer, String> endpoint) throws IOException {
        JdkHttpServerProperties.apply();
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        HttpServer server = HttpServer.create(new InetSocketAddress(bind, settings.port()),
                knobs.value(ServerKnob.BACKLOG));
        int port = server.getAddress().getPort();
        ThreadPoolExecutor handlers = JdkHttpServerKnobs.workers(knobs,
                DaemonThreads.named("mwbench-" + protocol + "-" + port + "-"));
        try {
            contexts.accept(server);
            server.setExecutor(handlers);
            server.start();
        } catch (RuntimeException e) {
            server.stop(0);
            handlers.shutdownNow();
            throw e;
        }
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        return new RunningJdkHttpServer(server, handlers, endpoint.apply(host, port), configuration);
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
