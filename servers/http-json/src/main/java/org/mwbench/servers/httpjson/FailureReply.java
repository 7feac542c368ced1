package org.mwbench.servers.httpjson;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A failure reply: a status and {@code {"error":"...","message":"..."}} ({@link JsonMapping#error}). */
final class FailureReply {
    private FailureReply() {
    }

    /**
     * Sends a failure reply with a JSON body, after reading what is left of the request, so
     * that the connection serves the next request.
     */
    static void send(HttpExchange exchange, int status, String error, String message) throws IOException {
        drain(exchange);
        byte[] body = JsonMapping.error(error, message);
        exchange.getResponseHeaders().set("Content-Type", JsonMapping.CONTENT_TYPE);
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    /**
     * Reads what is left of a request body, up to a bound, so that the connection can serve
     * the next request; the JDK's server closes it otherwise, and it also does so when the
     * rest is larger than the bound. Reads rather than skips: on JDK 17 the request stream's
     * {@code skip} is {@code FilterInputStream}'s, which skips on the connection itself, past
     * the body's end, and waits there for bytes that never come.
     */
    private static void drain(HttpExchange exchange) {
        try (InputStream in = exchange.getRequestBody()) {
            in.readNBytes(64 * 1024);
        } catch (IOException e) {
            // already read and closed, or the connection is broken; the reply tells which
        }
    }
}
