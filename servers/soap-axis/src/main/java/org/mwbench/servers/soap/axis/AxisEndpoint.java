package org.mwbench.servers.soap.axis;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * Where the service listens, as the URL of an Axis web service:
 * {@code http://HOST:PORT/axis/services/mwbench}, what any SOAP client takes (and, with
 * {@code ?wsdl} appended, where its WSDL is). An IPv6 host is written in brackets.
 */
public record AxisEndpoint(String host, int port) {
    public static final String SCHEME = "http";
    private static final EndpointParser PARSER = new EndpointParser("a soap-axis endpoint", SCHEME + "://HOST:PORT" + SoapWire.PATH);

    public AxisEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * Parses {@code http://HOST:PORT/axis/services/mwbench}.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static AxisEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, SCHEME);
        if (!SoapWire.PATH.equals(parts.path())) {
            throw PARSER.refused(endpoint, "the path must be " + SoapWire.PATH);
        }
        return new AxisEndpoint(parts.host(), parts.port());
    }

    @Override
    public String toString() {
        return SCHEME + "://" + EndpointParser.uriHost(host) + ":" + port + SoapWire.PATH;
    }
}
