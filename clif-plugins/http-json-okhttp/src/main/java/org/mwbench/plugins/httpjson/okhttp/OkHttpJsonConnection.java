package org.mwbench.plugins.httpjson.okhttp;

import java.io.IOException;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.plugins.httpjson.common.JsonCalls;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.JsonMapping;
import org.mwbench.servers.httpjson.Operation;

/**
 * One {@link OkHttpClient} and its pool: thread-safe, one keep-alive connection per call in
 * flight. Each call is a synchronous {@code execute} of a POST, whose body is read whole
 * before the response is closed, so the connection returns to the pool. The bytes are counted
 * on the sockets ({@link WireCounter}): exact, headers included.
 */
final class OkHttpJsonConnection extends JsonCalls {
    private static final MediaType JSON = MediaType.get(JsonMapping.CONTENT_TYPE);

    private final OkHttpClient client;
    private final HttpJsonEndpoint endpoint;
    private final HttpUrl[] urls;

    OkHttpJsonConnection(OkHttpClient client, HttpJsonEndpoint endpoint, WireCounter counter) {
        super(counter, false);
        this.client = client;
        this.endpoint = endpoint;
        this.urls = new HttpUrl[Operation.values().length];
        for (Operation operation : Operation.values()) {
            urls[operation.ordinal()] = HttpUrl.get(endpoint.uriOf(operation).toString());
        }
    }

    @Override
    protected byte[] post(Operation operation, byte[] body) throws IOException {
        Request request = new Request.Builder().url(urls[operation.ordinal()]).post(RequestBody.create(body, JSON)).build();
        try (Response response = client.newCall(request).execute()) {
            ResponseBody replyBody = response.body();
            byte[] reply = replyBody == null ? new byte[0] : replyBody.bytes();
            if (succeeded(response.code())) {
                return reply;
            }
            throw failure(operation, response.code(), reply);
        }
    }

    /** Closes the pool's idle connections and the client's dispatcher. Safe to call twice. */
    @Override
    public void close() {
        client.connectionPool().evictAll();
        client.dispatcher().executorService().shutdown();
    }

    @Override
    public String toString() {
        return "http-json-okhttp connection to " + endpoint;
    }
}
