package org.mwbench.servers.httpjson;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;

/**
 * Answers every path that is not an operation's with a JSON {@code 404}, on a connection that
 * stays open; the JDK's own answer to a path no context matches is an HTML 404 that closes it.
 */
final class NotFoundHandler implements HttpHandler {
    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            FailureReply.send(exchange, 404, "NotFound", "no operation at " + exchange.getRequestURI().getRawPath());
        } finally {
            exchange.close();
        }
    }
}
