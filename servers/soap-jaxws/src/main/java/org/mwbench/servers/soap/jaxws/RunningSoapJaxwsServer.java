package org.mwbench.servers.soap.jaxws;

import com.sun.net.httpserver.HttpServer;
import jakarta.xml.ws.Endpoint;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started SOAP server. {@link #close()} stops the HTTP server (it closes the listening
 * socket and every connection, and waits for its dispatcher thread), stops the endpoint, and
 * interrupts the workers, so that a service call still running cannot keep the server alive;
 * it waits at most {@value #WORKER_WAIT_MILLIS} ms for them.
 */
final class RunningSoapJaxwsServer extends RunningServer {
    private static final long WORKER_WAIT_MILLIS = 1_000;

    private final HttpServer http;
    private final Endpoint soap;
    private final ExecutorService workers;

    RunningSoapJaxwsServer(SoapEndpoint endpoint, HttpServer http, Endpoint soap, ExecutorService workers,
                      Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.http = http;
        this.soap = soap;
        this.workers = workers;
    }

    @Override
    protected void stop() {
        stopQuietly(http, soap, workers);
        try {
            workers.awaitTermination(WORKER_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the port is free already; the caller's interrupt stays set
        }
    }

    /** Stops what was started, in an order that frees the port first; for close() and a failed start. */
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    static void stopQuietly(HttpServer http, Endpoint soap, ExecutorService workers) {
        http.stop(0);
        if (soap != null) {
            try (ContextLoader own = ContextLoader.of(RunningSoapJaxwsServer.class)) {
                soap.stop();
            } catch (RuntimeException e) {
                // the HTTP server is down already; the endpoint only releases what the RI holds
            }
        }
        workers.shutdownNow();
    }

    @Override
    public String toString() {
        return "soap-jaxws server at " + endpoint();
    }
}
