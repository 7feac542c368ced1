package org.mwbench.plugins.httpjson.jdk;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.mwbench.plugins.httpjson.common.JsonCalls;
import org.mwbench.servers.httpjson.HttpJsonCallException;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.JsonMapping;
import org.mwbench.servers.httpjson.Operation;

/**
 * One {@link HttpClient} and its pool of HTTP/1.1 keep-alive connections. Thread-safe, and it
 * does not serialize calls: each request in flight has a TCP connection of its own, taken
 * from the pool or opened.
 *
 * <p>Each call is a POST of the JSON arguments ({@link Operation}) with {@link HttpClient#send},
 * bounded by the request's own {@link HttpRequest.Builder#timeout timeout}, the JDK's
 * mechanism: it covers connecting and waiting for the reply's headers, and closes the
 * connection when it fires. It does not cover the body: the JDK cancels its timer when the
 * headers arrive, so a server that sends headers and then stalls mid-body holds the call
 * (measured: 6 s for a 500 ms timeout, on JDK 17 and 25). With the client option
 * {@code bodyTimeout=true}, the call instead waits for the whole reply with a bound
 * ({@code sendAsync(...).get(timeout)}, cancelling the exchange when it expires); that path
 * costs the JDK's extra hand-over of every completed reply to its async pool, which
 * {@code send} avoids: about +230 µs per call on JDK 17, +20 µs on JDK 25, on this machine.
 */
final class HttpJsonConnection extends JsonCalls {

    private final HttpClient client;
    private final HttpJsonEndpoint endpoint;
    private final Duration timeout;
    private final long timeoutNanos;
    private final boolean bodyTimeout;
    private final URI[] uris;
    private final WireEstimate wire;

    HttpJsonConnection(HttpClient client, HttpJsonEndpoint endpoint, Duration timeout, boolean bodyTimeout) {
        this(client, endpoint, timeout, bodyTimeout, new WireEstimate(endpoint, JsonMapping.CONTENT_TYPE));
    }

    private HttpJsonConnection(HttpClient client, HttpJsonEndpoint endpoint, Duration timeout, boolean bodyTimeout,
                               WireEstimate wire) {
        super(wire, false);
        this.client = client;
        this.bodyTimeout = bodyTimeout;
        this.endpoint = endpoint;
        this.timeout = timeout;
        this.timeoutNanos = timeout.toNanos();
        this.uris = new URI[Operation.values().length];
        for (Operation operation : Operation.values()) {
            uris[operation.ordinal()] = endpoint.uriOf(operation);
        }
        this.wire = wire;
    }

    /**
     * POSTs one call and returns the reply's body.
     *
     * @throws HttpTimeoutException if no complete reply came within the call timeout
     * @throws HttpJsonCallException if the server answered with a failure status
     */
    @Override
    protected byte[] post(Operation operation, byte[] body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uris[operation.ordinal()])
                .timeout(timeout)
                .header("Content-Type", JsonMapping.CONTENT_TYPE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<byte[]> response = bodyTimeout
                ? await(client.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray()))
                : client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        wire.exchanged(operation, body.length, response);
        if (succeeded(response.statusCode())) {
            return response.body();
        }
        throw failure(operation, response.statusCode(), response.body());
    }

    /** Waits for a whole reply, the body included, at most the call timeout ({@code bodyTimeout=true}). */
    private HttpResponse<byte[]> await(CompletableFuture<HttpResponse<byte[]>> reply)
            throws IOException, InterruptedException {
        try {
            return reply.get(timeoutNanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            reply.cancel(true);
            throw new HttpTimeoutException("no complete reply within " + timeout.toMillis() + " ms");
        } catch (InterruptedException e) {
            reply.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException) {
                throw (IOException) cause;
            }
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IOException(cause);
        }
    }

    /**
     * On JDK 21 and later, closes the client (an {@code AutoCloseable} there): its pooled
     * connections and selector thread. On JDK 17 an {@code HttpClient} has no close; it
     * releases them once it is garbage. Safe to call twice.
     */
    @Override
    public void close() {
        if (client instanceof AutoCloseable) {
            try {
                ((AutoCloseable) client).close();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                // HttpClient.close() declares no checked exception; AutoCloseable's does.
                throw new IllegalStateException("closing " + this, e);
            }
        }
    }

    @Override
    public String toString() {
        return "http-json connection to " + endpoint;
    }
}
