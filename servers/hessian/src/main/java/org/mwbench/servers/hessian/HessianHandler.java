package org.mwbench.servers.hessian;

import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import com.caucho.hessian.server.HessianSkeleton;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.SizeLimitedInputStream;

/**
 * Serves Hessian calls POSTed to {@link HessianEndpoint#PATH}, as {@code HessianServlet} does: the
 * skeleton reads the call from the body and writes the reply, here into a buffer so that the reply
 * goes out with its length and the connection stays open (HTTP/1.1 keep-alive).
 *
 * <p>Errors: a body over {@code maxRequestBytes} gets {@code 413} and a text message, refused before
 * it is read when its {@code Content-Length} says so, and cut off once that many bytes were read
 * when it is chunked (as Hessian's own {@code HttpURLConnection} client sends it). A call the skeleton
 * cannot read (a refused class, a malformed call) gets a Hessian fault {@code ProtocolException}
 * with Hessian's own message, as the servlet's container would report it with a {@code 500}. A
 * path other than the endpoint's gets {@code 404}, a method other than POST {@code 405}.
 */
final class HessianHandler implements HttpHandler {
    static final String CONTENT_TYPE = "x-application/hessian";

    private final HessianSkeleton skeleton;
    private final SerializerFactory serializers = HessianSerializers.forRequests();
    private final long maxRequestBytes;

    HessianHandler(BenchmarkService service, long maxRequestBytes) {
        this.skeleton = new HessianSkeleton(new FaultingService(service), BenchmarkService.class);
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            String path = exchange.getRequestURI().getRawPath();
            if (!(HessianEndpoint.PATH.equals(path) || (HessianEndpoint.PATH + "/").equals(path))) {
                sendText(exchange, 404, "no Hessian service at " + path);
            } else if (!"POST".equals(exchange.getRequestMethod())) {
                exchange.getResponseHeaders().set("Allow", "POST");
                sendText(exchange, 405, "a Hessian service takes POST, not " + exchange.getRequestMethod());
            } else if (declaredLength(exchange) > maxRequestBytes) {
                refuseTooLarge(exchange); // before reading a byte of it
            } else {
                serve(exchange);
            }
        } finally {
            exchange.close();
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        ByteArrayOutputStream reply = new ByteArrayOutputStream(256);
        CountingBody body = new CountingBody(exchange.getRequestBody());
        try {
            skeleton.invoke(new SizeLimitedInputStream(body, maxRequestBytes, HessianServerOptions.MAX_REQUEST_BYTES),
                    reply, serializers);
        } catch (Exception e) {
            if (body.count > maxRequestBytes) {
                refuseTooLarge(exchange);
                return;
            }
            reply.reset();
            writeFault(reply, e);
        }
        exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
        exchange.sendResponseHeaders(200, reply.size());
        try (OutputStream out = exchange.getResponseBody()) {
            reply.writeTo(out);
        }
    }

    /** A Hessian 2 fault in place of the reply the skeleton could not make. */
    private static void writeFault(ByteArrayOutputStream reply, Exception failure) throws IOException {
        Hessian2Output out = new Hessian2Output(reply);
        out.writeFault("ProtocolException", failure.toString(), null);
        out.flush();
    }

    private void refuseTooLarge(HttpExchange exchange) throws IOException {
        // The rest of the body is unread: the connection cannot carry another request.
        exchange.getResponseHeaders().set("Connection", "close");
        sendText(exchange, 413, "the request is larger than this server's limit of " + maxRequestBytes
                + " bytes (option " + HessianServerOptions.MAX_REQUEST_BYTES + ")");
    }

    /** The declared body length; -1 when chunked or absent, the largest long when it is not a number. */
    private static long declaredLength(HttpExchange exchange) {
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        if (declared == null) {
            return -1;
        }
        try {
            return Long.parseLong(declared.trim());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    private static void sendText(HttpExchange exchange, int status, String message) throws IOException {
        byte[] text = message.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, text.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(text);
        }
    }

    /** The request body, counting what was read of it: whether the size limit is what failed a call. */
    private static final class CountingBody extends FilterInputStream {
        long count;

        CountingBody(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
            }
            return n;
        }
    }
}
