package org.mwbench.servers.soap.jaxws;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where a SOAP server listens, as the service address {@code http://HOST:PORT/mwbench}: what
 * the server prints, what the client takes, and what any SOAP tool uses (the WSDL is at the
 * same address with {@code ?wsdl}). An IPv6 host is written in brackets.
 */
public record SoapEndpoint(String host, int port) {
    public static final String SCHEME = "http";
    private static final EndpointParser PARSER = new EndpointParser("a soap-jaxws endpoint", "http://HOST:PORT" + SoapNames.PATH);

    public SoapEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * Parses {@code http://HOST:PORT/mwbench}.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static SoapEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, SCHEME);
        if (!SoapNames.PATH.equals(parts.path())) {
            throw PARSER.refused(endpoint, "the path must be " + SoapNames.PATH);
        }
        return new SoapEndpoint(parts.host(), parts.port());
    }

    /** The service address, the one a client posts its SOAP requests to. */
    @Override
    public String toString() {
        return SCHEME + "://" + EndpointParser.uriHost(host) + ":" + port + SoapNames.PATH;
    }

    /** Where the server serves the WSDL it publishes. */
    public String wsdlAddress() {
        return this + "?wsdl";
    }
}
