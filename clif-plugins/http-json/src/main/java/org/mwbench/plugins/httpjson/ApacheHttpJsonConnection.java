package org.mwbench.plugins.httpjson;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.io.CloseMode;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.JsonMapping;
import org.mwbench.servers.httpjson.Operation;
import org.mwbench.servers.httpjson.client.DeadlineSocket;
import org.mwbench.servers.httpjson.client.JsonCalls;

/**
 * One Apache HttpClient 5 and its pool. Thread-safe: each call in flight leases a keep-alive
 * connection of its own from the pool, or opens one. Each call is a POST executed with a
 * response handler, which reads the whole body and releases the connection to the pool; the
 * call's deadline ({@link DeadlineSocket#startCall}) bounds every read of it, so the call
 * timeout covers connecting, waiting and the body. The bytes are counted on the sockets, by
 * {@link WireCounter}: exact, headers included.
 */
class ApacheHttpJsonConnection extends JsonCalls {
    private static final ContentType JSON = ContentType.parse(JsonMapping.CONTENT_TYPE);

    private final CloseableHttpClient client;
    private final HttpJsonEndpoint endpoint;
    private final long timeoutNanos;
    private final URI[] uris;
    private final WireCounter counter;

    ApacheHttpJsonConnection(CloseableHttpClient client, HttpJsonEndpoint endpoint, Duration timeout, WireCounter counter) {
        this.client = client;
        this.endpoint = endpoint;
        this.timeoutNanos = timeout.toNanos();
        this.counter = counter;
        this.uris = new URI[Operation.values().length];
        for (Operation operation : Operation.values()) {
            uris[operation.ordinal()] = endpoint.uriOf(operation);
        }
    }

    @Override
    protected byte[] post(Operation operation, byte[] body) throws IOException {
        HttpPost request = new HttpPost(uris[operation.ordinal()]);
        request.setEntity(new ByteArrayEntity(body, JSON));
        DeadlineSocket.startCall(timeoutNanos);
        try {
            return client.execute(request, response -> {
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

    @Override
    public WireBytes wireBytes() {
        return counter;
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
