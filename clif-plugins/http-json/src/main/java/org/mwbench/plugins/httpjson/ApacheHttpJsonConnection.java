package org.mwbench.plugins.httpjson;

import java.io.IOException;
import java.net.SocketException;
import java.time.Duration;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.EndpointDetails;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.Method;
import org.apache.hc.core5.http.NoHttpResponseException;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.message.BasicClassicHttpRequest;
import org.apache.hc.core5.io.CloseMode;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.plugins.httpjson.common.DeadlineSocket;
import org.mwbench.plugins.httpjson.common.JsonCalls;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.JsonMapping;
import org.mwbench.servers.httpjson.Operation;

/**
 * One Apache HttpClient 5 and its pool. Thread-safe: each call in flight leases a keep-alive
 * connection of its own from the pool, or opens one. Each call is a POST executed with a
 * response handler, which reads the whole body and releases the connection to the pool; the
 * call's deadline ({@link DeadlineSocket#startCall}) bounds every read of it, so the call
 * timeout covers connecting, waiting and the body. The bytes are counted on the sockets, by
 * {@link WireCounter}: exact, headers included.
 *
 * <p>A request is made of the target host and the operation's path, both built once, not of a
 * URI that Apache would take apart again on every call; {@code ping}'s body, always {@code []},
 * is one entity built once (an entity of bytes is immutable), as the floor builds its bytes once.
 *
 * <p>A request that finds its kept-alive connection closed by the server while it lay idle (the
 * JDK's server keeps {@code sun.net.httpserver.maxIdleConnections} idle connections and closes
 * the others as their exchange ends: with 10,000 users, most) is sent again on a new connection,
 * within the same deadline, and the call's time includes both: what Netty-based clients such as
 * Gatling's do, who see the close before they send. The benchmark's operations have no effects
 * (RFC 9112 lets a client send again a request it knows to be idempotent), and the failed
 * attempt's bytes stay counted. Any other failure is the call's: no retry policy beyond this.
 */
final class ApacheHttpJsonConnection extends JsonCalls {
    private static final ContentType JSON = ContentType.parse(JsonMapping.CONTENT_TYPE);
    private static final HttpEntity NO_ARGUMENTS_ENTITY = new ByteArrayEntity(NO_ARGUMENTS, JSON);
    /**
     * How many times a call's request is sent again on a new connection after a kept-alive one
     * the server had closed ({@link Attempt#closedWhileIdle}): a user's pool holds its own
     * connection, so one is enough; a shared pool may hold a few closed ones.
     */
    private static final int MAX_RESENDS = 3;

    private final CloseableHttpClient client;
    private final RequestConfig config;
    private final HttpJsonEndpoint endpoint;
    private final HttpHost target;
    private final long timeoutNanos;
    private final String[] paths;

    /** {@code whiteBox}: whether the client carries {@link WhiteBoxInterceptors} ({@code whitebox=true}). */
    ApacheHttpJsonConnection(CloseableHttpClient client, RequestConfig config, HttpJsonEndpoint endpoint,
                             Duration timeout, WireCounter counter, boolean whiteBox) {
        super(counter, whiteBox);
        this.client = client;
        this.config = config;
        this.endpoint = endpoint;
        this.target = HttpHost.create(endpoint.uriOf(Operation.PING));
        this.timeoutNanos = timeout.toNanos();
        this.paths = new String[Operation.values().length];
        for (Operation operation : Operation.values()) {
            paths[operation.ordinal()] = endpoint.uriOf(operation).getRawPath();
        }
    }

    @Override
    public void ping() throws IOException {
        post(Operation.PING, NO_ARGUMENTS_ENTITY);
    }

    @Override
    protected byte[] post(Operation operation, byte[] body) throws IOException {
        return post(operation, new ByteArrayEntity(body, JSON));
    }

    private byte[] post(Operation operation, HttpEntity body) throws IOException {
        DeadlineSocket.startCall(timeoutNanos); // one deadline for the call, its resends included
        try {
            for (int resends = 0; ; resends++) {
                Attempt attempt = new Attempt(config);
                try {
                    return execute(operation, body, attempt);
                } catch (NoHttpResponseException | SocketException e) {
                    if (resends == MAX_RESENDS || !attempt.closedWhileIdle()) {
                        throw e;
                    }
                }
            }
        } finally {
            DeadlineSocket.endCall();
        }
    }

    /** One sending of a call's request: a context of its own, as the client would make one, and whether a reply came. */
    private static final class Attempt {
        final HttpClientContext context = HttpClientContext.create();
        boolean replied;

        Attempt(RequestConfig config) {
            context.setRequestConfig(config); // this call's timeouts
        }

        /**
         * Whether it failed on a kept-alive connection that the server had closed while it lay
         * idle in the pool: one that had brought replies before, and gave this request none
         * (Apache discards it). A new connection that fails, a timeout, or a reply that breaks
         * off are the call's failure.
         */
        boolean closedWhileIdle() {
            EndpointDetails connection = context.getEndpointDetails();
            return !replied && connection != null && connection.getResponseCount() > 0;
        }
    }

    private byte[] execute(Operation operation, HttpEntity body, Attempt attempt) throws IOException {
        ClassicHttpRequest request = new BasicClassicHttpRequest(Method.POST, target, paths[operation.ordinal()]);
        request.setEntity(body); // bytes, built once: sent again as they are
        return client.execute(target, request, attempt.context, response -> {
            attempt.replied = true;
            HttpEntity entity = response.getEntity();
            byte[] reply = entity == null ? new byte[0] : EntityUtils.toByteArray(entity);
            if (succeeded(response.getCode())) {
                return reply;
            }
            throw failure(operation, response.getCode(), reply);
        });
    }

    /** Closes the pool's connections at once. Safe to call twice. */
    @Override
    public void close() {
        client.close(CloseMode.IMMEDIATE);
    }

    @Override
    public String toString() {
        return "http-json (Apache HttpClient) connection to " + endpoint;
    }
}
