package org.mwbench.servers.httpjson;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where an HTTP/JSON server listens, as {@code http://HOST:PORT/mwbench}: the base URL under
 * which each operation has its path, {@code http://HOST:PORT/mwbench/getItems} and so on
 * ({@link Operation}). An IPv6 host is written in brackets.
 */
public record HttpJsonEndpoint(String host, int port) {
    /** The base path of every operation. */
    public static final String BASE_PATH = "/mwbench";

    public HttpJsonEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("an http-json endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("an http-json endpoint's port must be between 1 and 65535, not " + port);
        }
    }

    /**
     * Parses {@code http://HOST:PORT/mwbench} (a trailing slash is allowed).
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static HttpJsonEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(notAnEndpoint(endpoint) + ": " + e.getMessage(), e);
        }
        String path = uri.getRawPath();
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || !(BASE_PATH.equals(path) || (BASE_PATH + "/").equals(path))
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException(notAnEndpoint(endpoint));
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new HttpJsonEndpoint(host, uri.getPort());
    }

    private static String notAnEndpoint(String endpoint) {
        return "not an http-json endpoint (http://HOST:PORT" + BASE_PATH + "): " + endpoint;
    }

    /** @return the URI of one operation, {@code http://HOST:PORT/mwbench/NAME} */
    public URI uriOf(Operation operation) {
        return URI.create(base() + operation.path());
    }

    /** The {@code Host} header an HTTP/1.1 client sends for this endpoint. */
    public String hostHeader() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }

    private String base() {
        return "http://" + hostHeader();
    }

    @Override
    public String toString() {
        return base() + BASE_PATH;
    }
}
