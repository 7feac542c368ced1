package org.mwbench.servers.tcp;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where a raw-TCP server listens, as {@code tcp://HOST:PORT}: what the server prints and what
 * the client takes. An IPv6 host is written in brackets, {@code tcp://[::1]:4000}.
 */
public record TcpEndpoint(String host, int port) {
    public static final String SCHEME = "tcp";
    private static final EndpointParser PARSER = new EndpointParser("a tcp endpoint", "tcp://HOST:PORT");

    public TcpEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * Parses {@code tcp://HOST:PORT}.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static TcpEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, SCHEME);
        if (!parts.path().isEmpty()) {
            throw PARSER.refused(endpoint, "a tcp endpoint has no path");
        }
        return new TcpEndpoint(parts.host(), parts.port());
    }

    @Override
    public String toString() {
        return SCHEME + "://" + EndpointParser.uriHost(host) + ":" + port;
    }
}
