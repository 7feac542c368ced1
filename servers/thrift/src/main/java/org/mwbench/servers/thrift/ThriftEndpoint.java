package org.mwbench.servers.thrift;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * A Thrift server's address as Thrift's own tools take it: {@code HOST:PORT}, such as
 * {@code 127.0.0.1:9090}, with an IPv6 host in brackets ({@code [::1]:9090}). The same endpoint
 * serves both protocols ({@link WireProtocol}): the server tells them apart by a message's first byte.
 */
public record ThriftEndpoint(String host, int port) {
    private static final EndpointParser PARSER = new EndpointParser("a Thrift endpoint",
            "HOST:PORT, such as 127.0.0.1:9090 or [::1]:9090");

    public ThriftEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * @throws IllegalArgumentException unless {@code text} is {@code HOST:PORT} or {@code [IPV6]:PORT}
     */
    public static ThriftEndpoint parse(String text) {
        EndpointParser.Parts parts = PARSER.parseHostPort(text);
        return new ThriftEndpoint(parts.host(), parts.port());
    }

    @Override
    public String toString() {
        return EndpointParser.uriHost(host) + ":" + port;
    }
}
