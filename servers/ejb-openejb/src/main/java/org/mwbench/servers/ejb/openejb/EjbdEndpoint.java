package org.mwbench.servers.ejb.openejb;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where a bean is served: {@code ejbd://HOST:PORT/JNDI-NAME}. The scheme, host and port are
 * OpenEJB's provider URL ({@code java.naming.provider.url}) as any OpenEJB remote client takes
 * it; the path is the name to look up there. An IPv6 host is written in brackets.
 */
public record EjbdEndpoint(String host, int port, String name) {
    public static final String SCHEME = "ejbd";
    private static final EndpointParser PARSER = new EndpointParser("an ejbd endpoint", "ejbd://HOST:PORT/NAME");

    public EjbdEndpoint {
        PARSER.checkHostAndPort(host, port);
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an ejbd endpoint needs a JNDI name");
        }
    }

    /**
     * Parses {@code ejbd://HOST:PORT/NAME}; the port is required.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static EjbdEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, SCHEME);
        if (parts.name().isEmpty() || parts.name().indexOf('/') >= 0) {
            throw PARSER.refused(endpoint, "the path must be one JNDI name");
        }
        return new EjbdEndpoint(parts.host(), parts.port(), parts.name());
    }

    /** The host as a URI writes it: an IPv6 address in brackets. */
    public String uriHost() {
        return EndpointParser.uriHost(host);
    }

    @Override
    public String toString() {
        return SCHEME + "://" + uriHost() + ":" + port + "/" + name;
    }
}
