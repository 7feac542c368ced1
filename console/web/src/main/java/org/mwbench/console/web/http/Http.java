package org.mwbench.console.web.http;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reading requests and writing answers on the JDK's HTTP server, the same way everywhere. */
public final class Http {
    public static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /**
     * The page's own scripts, styles and images only: no inline script, nothing from another
     * origin, so an injected string cannot run code. Charts set styles through the CSSOM,
     * which style-src does not govern.
     */
    static final String PAGE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'; "
            + "object-src 'none'";

    /**
     * A stored report is shown as it was written (inline styles and scripts, data: images),
     * but in a sandbox: an opaque origin, so its scripts cannot use the console's session.
     */
    public static final String REPORT_POLICY = "sandbox allow-scripts allow-popups allow-downloads; frame-ancestors 'self'";

    private Http() {
    }

    public static String method(HttpExchange exchange) {
        return exchange.getRequestMethod().toUpperCase(java.util.Locale.ROOT);
    }

    public static Map<String, String> query(HttpExchange exchange) {
        Map<String, String> values = new LinkedHashMap<>();
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return values;
        }
        for (String pair : raw.split("&")) {
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
            values.putIfAbsent(name, value);
        }
        return values;
    }

    public static Map<String, String> form(String body) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                values.putIfAbsent(decode(pair.substring(0, equals)), decode(pair.substring(equals + 1)));
            }
        }
        return values;
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    public static long longParameter(Map<String, String> query, String name, long otherwise) throws ApiException {
        String value = query.get(name);
        if (value == null || value.isEmpty()) {
            return otherwise;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("query parameter '" + name + "' must be a whole number, not '" + value + "'");
        }
    }

    public static String cookie(HttpExchange exchange, String name) {
        for (String header : exchange.getRequestHeaders().getOrDefault("Cookie", java.util.List.of())) {
            for (String part : header.split(";")) {
                String trimmed = part.strip();
                if (trimmed.startsWith(name + "=")) {
                    return trimmed.substring(name.length() + 1);
                }
            }
        }
        return null;
    }

    /**
     * Reads a whole request body, refusing one over {@code limit} bytes with 413: at once
     * when its {@code Content-Length} says so, else as soon as it has sent one byte more.
     */
    public static byte[] readBody(HttpExchange exchange, int limit) throws IOException, ApiException {
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        if (declared != null && Long.parseLong(declared) > limit) { // the JDK's server refused any other than one number >= 0
            throw bodyTooLarge(exchange, limit);
        }
        try (InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readNBytes(limit + 1);
            if (body.length > limit) {
                throw bodyTooLarge(exchange, limit);
            }
            return body;
        }
    }

    private static ApiException bodyTooLarge(HttpExchange exchange, int limit) {
        // The rest of the body is not wanted: the connection ends with this answer.
        exchange.getResponseHeaders().set("Connection", "close");
        return new ApiException(413, "request body over " + limit + " bytes");
    }

    /** The request's body, which the {@link Guard} has read, within its limit, before the route runs. */
    static byte[] body(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            return in.readAllBytes();
        }
    }

    public static String bodyText(HttpExchange exchange) throws IOException {
        return new String(body(exchange), StandardCharsets.UTF_8);
    }

    public static JsonNode bodyJson(HttpExchange exchange) throws IOException, ApiException {
        return json(body(exchange));
    }

    /**
     * A request body as a JSON tree: an empty body is an empty object, anything that is not
     * JSON a 400. The {@link Guard} has kept the body within its limit already.
     */
    public static JsonNode json(byte[] body) throws IOException, ApiException {
        if (body.length == 0) {
            return JSON.createObjectNode();
        }
        try {
            return JSON.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw ApiException.badRequest("the request body is not JSON: " + e.getOriginalMessage());
        }
    }

    public static <T> T bodyAs(HttpExchange exchange, Class<T> type) throws IOException, ApiException {
        return treeAs(bodyJson(exchange), type);
    }

    /**
     * A request body's tree as the record a route takes: anything that does not fit, a 400.
     * Jackson maps {@code null} and a blank body to no record at all, refused here too, so that
     * a route never gets null (it was a NullPointerException, a 500).
     */
    public static <T> T treeAs(JsonNode tree, Class<T> type) throws ApiException {
        T value;
        try {
            value = JSON.treeToValue(tree, type);
        } catch (IOException e) {
            throw ApiException.badRequest("the request body is not a " + type.getSimpleName() + ": " + e.getMessage());
        }
        if (value == null) {
            throw ApiException.badRequest("the request body is not a " + type.getSimpleName() + ": it is "
                    + (tree.isMissingNode() ? "blank" : "null"));
        }
        return value;
    }

    /** Headers every answer carries. */
    public static void commonHeaders(HttpExchange exchange) {
        Headers headers = exchange.getResponseHeaders();
        headers.set("X-Content-Type-Options", "nosniff");
        headers.set("Referrer-Policy", "no-referrer"); // the token URL must not leak through a Referer
        headers.set("X-Frame-Options", "SAMEORIGIN");
    }

    public static void sendJson(HttpExchange exchange, int status, Object value) throws IOException {
        byte[] body = JSON.writeValueAsBytes(value);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        send(exchange, status, "application/json; charset=utf-8", body);
    }

    public static void sendText(HttpExchange exchange, int status, String text) throws IOException {
        send(exchange, status, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
    }

    public static void redirect(HttpExchange exchange, String location) throws IOException {
        exchange.getResponseHeaders().set("Location", location);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(303, -1);
        exchange.close();
    }

    public static void send(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        boolean head = "HEAD".equals(method(exchange));
        exchange.sendResponseHeaders(status, head ? -1 : (body.length == 0 ? -1 : body.length));
        if (!head && body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
        exchange.close();
    }

    public static void send(HttpExchange exchange, String contentType, InputStream content, long length) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        boolean head = "HEAD".equals(method(exchange));
        exchange.sendResponseHeaders(200, head ? -1 : (length == 0 ? -1 : length));
        if (!head && length != 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                content.transferTo(out);
            }
        }
        exchange.close();
    }

    public static void requireMethod(HttpExchange exchange, String... allowed) throws ApiException {
        String method = method(exchange);
        for (String candidate : allowed) {
            if (candidate.equals(method)) {
                return;
            }
        }
        exchange.getResponseHeaders().set("Allow", String.join(", ", allowed));
        throw new ApiException(405, method + " is not allowed here; use " + String.join(" or ", allowed));
    }
}
