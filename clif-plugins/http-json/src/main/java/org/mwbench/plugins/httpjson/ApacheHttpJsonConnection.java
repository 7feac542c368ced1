package org.mwbench.plugins.httpjson;

import java.io.IOException;
import java.time.Duration;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.Method;
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
 */
final class ApacheHttpJsonConnection extends JsonCalls {
    private static final ContentType JSON = ContentType.parse(JsonMapping.CONTENT_TYPE);
    private static final HttpEntity NO_ARGUMENTS_ENTITY = new ByteArrayEntity(NO_ARGUMENTS, JSON);

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
        ClassicHttpRequest request = new BasicClassicHttpRequest(Method.POST, target, paths[operation.ordinal()]);
        request.setEntity(body);
        // a context per call, as the client would make one: it carries this call's timeouts
        HttpClientContext context = HttpClientContext.create();
        context.setRequestConfig(config);
        DeadlineSocket.startCall(timeoutNanos);
        try {
            return client.execute(target, request, context, response -> {
                HttpEntity entity = response.getEntity();
                byte[] reply = entity == null ? new byte[0] : EntityUtils.toByteArray(entity);
                if (succeeded(response.getCode())) {
                    return reply;
                }
                throw failure(operation, response.getCode(), reply);
            });
        } finally {
            DeadlineSocket.endCall();
        }
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
