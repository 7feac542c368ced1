package org.mwbench.servers.avro;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * An Avro IPC server's address as Avro's own tools write it: {@code avro://HOST:PORT}, the
 * scheme {@code avro-tools rpcsend} and {@code rpcreceive} take for Avro's binary socket
 * transport (an IPv6 host in brackets, {@code avro://[::1]:4000}).
 */
public record AvroEndpoint(String host, int port) {
    public static final String SCHEME = "avro";
    private static final EndpointParser PARSER = new EndpointParser("an avro endpoint", "avro://HOST:PORT");

    public AvroEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * @throws IllegalArgumentException unless {@code text} is {@code avro://HOST:PORT} with no path
     */
    public static AvroEndpoint parse(String text) {
        EndpointParser.Parts parts = PARSER.parseUri(text, SCHEME);
        if (!parts.path().isEmpty() && !parts.path().equals("/")) {
            throw PARSER.refused(text, "an avro endpoint has no path");
        }
        return new AvroEndpoint(parts.host(), parts.port());
    }

    @Override
    public String toString() {
        return SCHEME + "://" + EndpointParser.uriHost(host) + ":" + port;
    }
}
