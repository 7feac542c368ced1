package org.mwbench.servers.soap.axis;

import com.sun.net.httpserver.HttpServer;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.axis.server.AxisServer;
import org.mwbench.contract.middleware.JdkHttpServerKnobs;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started server: the JDK's HTTP server, its pool of worker threads, and the Axis engine.
 * {@link #close()} stops the HTTP server (the listening socket and every connection), then
 * interrupts calls still running and waits for them, at most {@value #CLOSE_WAIT_MILLIS} ms.
 */
final class RunningSoapAxisServer extends RunningServer {
    private static final long CLOSE_WAIT_MILLIS = 2_000;

    private final HttpServer http;
    private final ExecutorService workers;
    private final AxisServer engine;

    private RunningSoapAxisServer(HttpServer http, ExecutorService workers, AxisServer engine, AxisEndpoint endpoint,
                              Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.http = http;
        this.workers = workers;
        this.engine = engine;
    }

    /** Installs the handler and starts serving; the socket is bound already. */
    static RunningSoapAxisServer start(HttpServer http, AxisServer engine, AxisEndpoint endpoint, ServerConfig config) {
        ExecutorService workers = JdkHttpServerKnobs.workers(config.knobs(), new Workers(endpoint.port()));
        com.sun.net.httpserver.HttpContext context = http.createContext(SoapWire.PATH,
                new AxisHttpHandler(engine, endpoint.toString(), config.maxRequestBytes()));
        if (config.whiteBox()) {
            org.mwbench.contract.middleware.WhiteBoxHttpFilter.install(context); // off, no filter of ours
        }
        http.setExecutor(workers);
        http.start(); // its dispatcher thread inherits the caller's context loader: the plugin's
        return new RunningSoapAxisServer(http, workers, engine, endpoint, config.configuration());
    }

    @Override
    protected void stop() {
        http.stop(0);
        workers.shutdownNow();
        try {
            workers.awaitTermination(CLOSE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is stopped; only the wait is cut short
        }
        engine.cleanup();
    }

    /**
     * Daemon workers named after the port, whose context loader is the plugin's: Axis looks
     * some classes up through it while it serves a call.
     */
    private static final class Workers implements ThreadFactory {
        private final String prefix;
        private final AtomicInteger count = new AtomicInteger();
        private final ClassLoader loader = Workers.class.getClassLoader();

        Workers(int port) {
            this.prefix = "mwbench-soap-axis-" + port + "-worker-";
        }

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setContextClassLoader(loader);
            return thread;
        }
    }
}
