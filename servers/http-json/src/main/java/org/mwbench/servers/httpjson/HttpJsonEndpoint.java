package org.mwbench.servers.httpjson;

import java.net.URI;
import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where an HTTP/JSON server listens, as {@code http://HOST:PORT/mwbench}: the base URL under
 * which each operation has its path, {@code http://HOST:PORT/mwbench/getItems} and so on
 * ({@link Operation}). An IPv6 host is written in brackets.
 */
public record HttpJsonEndpoint(String host, int port) {
    /** The base path of every operation. */
    public static final String BASE_PATH = "/mwbench";
    private static final EndpointParser PARSER = new EndpointParser("an http-json endpoint",
            "http://HOST:PORT" + BASE_PATH);

    public HttpJsonEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * Parses {@code http://HOST:PORT/mwbench} (a trailing slash is allowed).
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static HttpJsonEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, "http");
        if (!(BASE_PATH.equals(parts.path()) || (BASE_PATH + "/").equals(parts.path()))) {
            throw PARSER.refused(endpoint, "the path must be " + BASE_PATH);
        }
        return new HttpJsonEndpoint(parts.host(), parts.port());
    }

    /** @return the URI of one operation, {@code http://HOST:PORT/mwbench/NAME} */
    public URI uriOf(Operation operation) {
        return URI.create(base() + operation.path());
    }

    /** The {@code Host} header an HTTP/1.1 client sends for this endpoint. */
    public String hostHeader() {
        return EndpointParser.uriHost(host) + ":" + port;
    }

    private String base() {
        return "http://" + hostHeader();
    }

    @Override
    public String toString() {
        return base() + BASE_PATH;
    }
}
