package org.mwbench.servers.httpjson;

import com.fasterxml.jackson.core.JacksonException;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.mwbench.contract.BenchmarkService;

/**
 * Serves one {@link Operation} at its path: reads the JSON arguments, calls the service, and
 * writes the JSON result with its length, so that the connection stays open for the next
 * request (HTTP/1.1 keep-alive; a reply without a length would be chunked).
 */
final class OperationHandler implements HttpHandler {
    /** What {@code ping} returns: a {@code 204} reply, without a body. */
    private static final Object NO_CONTENT = new Object();

    private final Operation operation;
    private final BenchmarkService service;
    private final long maxRequestBytes;

    OperationHandler(Operation operation, BenchmarkService service, long maxRequestBytes) {
        this.operation = operation;
        this.service = service;
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            if (!operation.path().equals(exchange.getRequestURI().getRawPath())) {
                // The JDK's contexts match path prefixes: /mwbench/pingX lands here too.
                FailureReply.send(exchange, 404, "NotFound", "no operation at " + exchange.getRequestURI().getRawPath());
            } else if (!"POST".equals(exchange.getRequestMethod())) {
                exchange.getResponseHeaders().set("Allow", "POST");
                FailureReply.send(exchange, 405, "MethodNotAllowed", operation.path() + " takes POST, not " + exchange.getRequestMethod());
            } else {
                serve(exchange);
            }
        } finally {
            exchange.close();
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        Object result;
        try {
            result = call(readBody(exchange));
        } catch (BadRequestException e) {
            FailureReply.send(exchange, e.status(), "BadRequest", e.getMessage());
            return;
        } catch (JacksonException e) {
            FailureReply.send(exchange, 400, "BadRequest", e.getOriginalMessage());
            return;
        } catch (ServiceFailure e) {
            // The client sees which exception the service threw, and its message.
            Throwable cause = e.getCause();
            FailureReply.send(exchange, 500, cause.getClass().getName(), String.valueOf(cause.getMessage()));
            return;
        }
        if (result == NO_CONTENT) {
            exchange.sendResponseHeaders(204, -1);
        } else {
            byte[] json = JsonMapping.WRITER.writeValueAsBytes(result);
            exchange.getResponseHeaders().set("Content-Type", JsonMapping.CONTENT_TYPE);
            exchange.sendResponseHeaders(200, json.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(json);
            }
        }
    }

    /**
     * Parses the arguments and calls the service. Argument errors are
     * {@link BadRequestException}s or Jackson's exceptions; whatever the service throws comes
     * wrapped in a {@link ServiceFailure}.
     *
     * @return the result to write as JSON, or {@link #NO_CONTENT} for {@code ping}
     */
    Object call(byte[] body) throws IOException, ServiceFailure { // package-private: the fuzz test's entry point
        try (JsonArguments arguments = new JsonArguments(body)) {
            switch (operation) {
                case PING: {
                    arguments.end();
                    return invoke(() -> {
                        service.ping();
                        return NO_CONTENT;
                    });
                }
                case STAMP: {
                    long t = arguments.nextLong();
                    arguments.end();
                    return invoke(() -> service.stamp(t));
                }
                case GET_STRING: {
                    int n = arguments.nextInt();
                    arguments.end();
                    return invoke(() -> service.getString(n));
                }
                case GET_ITEMS: {
                    int n = arguments.nextInt();
                    arguments.end();
                    return invoke(() -> service.getItems(n));
                }
                case GET_CUSTOMER: {
                    String id = arguments.nextString();
                    arguments.end();
                    return invoke(() -> service.getCustomer(id));
                }
                case GET_CUSTOMERS: {
                    String salesRep = arguments.nextString();
                    int n = arguments.nextInt();
                    arguments.end();
                    return invoke(() -> service.getCustomers(salesRep, n));
                }
                case ECHO_BYTES: {
                    byte[] data = arguments.nextBytes();
                    arguments.end();
                    return invoke(() -> service.echoBytes(data));
                }
                case ECHO_SHORTS: {
                    short[] data = arguments.nextShorts();
                    arguments.end();
                    return invoke(() -> service.echoShorts(data));
                }
                case CUBE: {
                    long x = arguments.nextLong();
                    arguments.end();
                    return invoke(() -> service.cube(x));
                }
                default:
                    throw new IllegalStateException("no handler for " + operation);
            }
        }
    }

    /** A service call, which may throw whatever the service throws. */
    @FunctionalInterface
    private interface ServiceCall {
        Object invoke() throws Exception;
    }

    private static Object invoke(ServiceCall call) throws ServiceFailure {
        try {
            return call.invoke();
        } catch (Exception e) {
            throw new ServiceFailure(e);
        }
    }

    /** Whatever the service threw, told apart from the request's own errors. */
    static final class ServiceFailure extends Exception {
        private static final long serialVersionUID = 1L;

        ServiceFailure(Exception cause) {
            super(cause);
        }
    }

    /** The body, refused with {@code 413} when longer than the limit, whatever it claims. */
    private byte[] readBody(HttpExchange exchange) throws IOException {
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        if (declared != null && parseLength(declared) > maxRequestBytes) {
            throw tooLarge();
        }
        try (InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxRequestBytes + 1));
            if (body.length > maxRequestBytes) {
                throw tooLarge();
            }
            return body;
        }
    }

    private static long parseLength(String declared) throws BadRequestException {
        try {
            return Long.parseLong(declared.trim());
        } catch (NumberFormatException e) {
            throw new BadRequestException("Content-Length is not a number: " + declared);
        }
    }

    private BadRequestException tooLarge() {
        return new BadRequestException(413, "request body larger than " + maxRequestBytes + " bytes (option maxRequestBytes)");
    }
}
