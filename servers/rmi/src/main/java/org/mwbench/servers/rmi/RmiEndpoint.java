package org.mwbench.servers.rmi;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where an RMI server's stub is bound: {@code rmi://HOST:PORT/NAME}, the URL form of
 * {@link java.rmi.Naming} (which other RMI tools take as it is). An IPv6 host is written in
 * brackets.
 */
public record RmiEndpoint(String host, int port, String name) {
    public static final String SCHEME = "rmi";
    private static final EndpointParser PARSER = new EndpointParser("an rmi endpoint", "rmi://HOST:PORT/NAME");

    public RmiEndpoint {
        PARSER.checkHostAndPort(host, port);
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an rmi endpoint needs a name");
        }
    }

    /**
     * Parses {@code rmi://HOST:PORT/NAME}; the port is required (mwbench servers rarely sit
     * on 1099).
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static RmiEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, SCHEME);
        if (parts.name().isEmpty()) {
            throw PARSER.refused(endpoint, "no name after the port");
        }
        return new RmiEndpoint(parts.host(), parts.port(), parts.name());
    }

    @Override
    public String toString() {
        return SCHEME + "://" + EndpointParser.uriHost(host) + ":" + port + "/" + name;
    }
}
