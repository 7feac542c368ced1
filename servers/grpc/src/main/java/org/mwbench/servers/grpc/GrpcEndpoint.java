package org.mwbench.servers.grpc;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * A gRPC server's address as gRPC tools write a target: {@code HOST:PORT}, such as
 * {@code 127.0.0.1:50051}, with an IPv6 host in brackets ({@code [::1]:50051}). It is what
 * {@code grpcurl -plaintext}, {@code ManagedChannelBuilder.forTarget} and the client plugins take.
 */
public record GrpcEndpoint(String host, int port) {
    private static final EndpointParser PARSER = new EndpointParser("a gRPC endpoint",
            "HOST:PORT, such as 127.0.0.1:50051 or [::1]:50051");

    public GrpcEndpoint {
        PARSER.checkHostAndPort(host, port);
    }

    /**
     * @throws IllegalArgumentException unless {@code text} is {@code HOST:PORT} or {@code [IPV6]:PORT}
     */
    public static GrpcEndpoint parse(String text) {
        EndpointParser.Parts parts = PARSER.parseHostPort(text);
        return new GrpcEndpoint(parts.host(), parts.port());
    }

    @Override
    public String toString() {
        return EndpointParser.uriHost(host) + ":" + port;
    }
}
