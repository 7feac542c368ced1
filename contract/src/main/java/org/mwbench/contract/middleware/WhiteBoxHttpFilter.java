package org.mwbench.contract.middleware;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpPrincipal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;

/**
 * The server's white-box hook of the servers built on the JDK's HTTP server (HTTP/JSON, JAX-WS,
 * Axis), added to their contexts only with {@code whitebox=true}: from the exchange's start (the
 * request line and headers parsed, the body not yet read) to the handler's
 * {@code sendResponseHeaders} (the reply marshalled, when its length is known), sent back in the
 * {@value WhiteBox#SERVER_NANOS} response header. So the server's part is reading and unmarshalling
 * the body, the dispatch and the reply's marshalling; it does not see the request line and headers
 * being read, nor the reply's body being written. A handler that streams its reply before knowing
 * its length (chunked) calls {@code sendResponseHeaders} before it marshals: its part then ends
 * before the marshalling, which its server's README says.
 */
public final class WhiteBoxHttpFilter extends Filter {

    /** Adds the filter to {@code context}; the way every such server installs it. */
    public static void install(HttpContext context) {
        context.getFilters().add(new WhiteBoxHttpFilter());
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        chain.doFilter(new Timed(exchange, System.nanoTime()));
    }

    @Override
    public String description() {
        return "mwbench white-box timing: the server's part in the " + WhiteBox.SERVER_NANOS + " response header";
    }

    /** The exchange, which adds the header when the handler sends the reply's headers. */
    private static final class Timed extends HttpExchange {
        private final HttpExchange exchange;
        private final long start;

        Timed(HttpExchange exchange, long start) {
            this.exchange = exchange;
            this.start = start;
        }

        @Override
        public void sendResponseHeaders(int code, long length) throws IOException {
            exchange.getResponseHeaders().set(WhiteBox.SERVER_NANOS, Long.toString(System.nanoTime() - start));
            exchange.sendResponseHeaders(code, length);
        }

        @Override
        public Headers getRequestHeaders() {
            return exchange.getRequestHeaders();
        }

        @Override
        public Headers getResponseHeaders() {
            return exchange.getResponseHeaders();
        }

        @Override
        public URI getRequestURI() {
            return exchange.getRequestURI();
        }

        @Override
        public String getRequestMethod() {
            return exchange.getRequestMethod();
        }

        @Override
        public HttpContext getHttpContext() {
            return exchange.getHttpContext();
        }

        @Override
        public void close() {
            exchange.close();
        }

        @Override
        public InputStream getRequestBody() {
            return exchange.getRequestBody();
        }

        @Override
        public OutputStream getResponseBody() {
            return exchange.getResponseBody();
        }

        @Override
        public InetSocketAddress getRemoteAddress() {
            return exchange.getRemoteAddress();
        }

        @Override
        public int getResponseCode() {
            return exchange.getResponseCode();
        }

        @Override
        public InetSocketAddress getLocalAddress() {
            return exchange.getLocalAddress();
        }

        @Override
        public String getProtocol() {
            return exchange.getProtocol();
        }

        @Override
        public Object getAttribute(String name) {
            return exchange.getAttribute(name);
        }

        @Override
        public void setAttribute(String name, Object value) {
            exchange.setAttribute(name, value);
        }

        @Override
        public void setStreams(InputStream in, OutputStream out) {
            exchange.setStreams(in, out);
        }

        @Override
        public HttpPrincipal getPrincipal() {
            return exchange.getPrincipal();
        }
    }
}
