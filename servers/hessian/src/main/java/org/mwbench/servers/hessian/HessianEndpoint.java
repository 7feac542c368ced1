package org.mwbench.servers.hessian;

import java.net.URI;
import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where a Hessian server listens, as {@code http://HOST:PORT/mwbench}: the one URL every call is
 * POSTed to, as Hessian services are addressed (the method's name is inside the call). An IPv6
 * host is written in brackets.
 */
public record HessianEndpoint(String host, int port) {
    /** The service's path. */
    public static final String PATH = "/mwbench";
    private static final EndpointParser PARSER = new EndpointParser("a hessian endpoint", "http://HOST:PORT" + PATH);

    public HessianEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * Parses {@code http://HOST:PORT/mwbench} (a trailing slash is allowed).
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static HessianEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, "http");
        if (!(PATH.equals(parts.path()) || (PATH + "/").equals(parts.path()))) {
            throw PARSER.refused(endpoint, "the path must be " + PATH);
        }
        return new HessianEndpoint(parts.host(), parts.port());
    }

    /** The {@code Host} header an HTTP/1.1 client sends for this endpoint. */
    public String hostHeader() {
        return EndpointParser.uriHost(host) + ":" + port;
    }

    /** The endpoint as a URI. */
    public URI uri() {
        return URI.create(toString());
    }

    @Override
    public String toString() {
        return "http://" + hostHeader() + PATH;
    }
}
