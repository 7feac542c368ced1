package org.mwbench.servers.grpc;

/**
 * A gRPC server's address as gRPC tools write a target: {@code HOST:PORT}, such as
 * {@code 127.0.0.1:50051}, with an IPv6 host in brackets ({@code [::1]:50051}). It is what
 * {@code grpcurl -plaintext}, {@code ManagedChannelBuilder.forTarget} and the client plugins take.
 */
public record GrpcEndpoint(String host, int port) {

    public GrpcEndpoint {
        if (host.isEmpty() || port < 1 || port > 65_535) {
            throw new IllegalArgumentException("not a gRPC endpoint: host '" + host + "', port " + port);
        }
    }

    /**
     * @throws IllegalArgumentException unless {@code text} is {@code HOST:PORT} or {@code [IPV6]:PORT}
     */
    public static GrpcEndpoint parse(String text) {
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw malformed(text);
        }
        String host = text.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":") || host.contains("[") || host.contains("]")) {
            throw malformed(text);
        }
        if (host.isEmpty() || host.contains("/")) {
            throw malformed(text);
        }
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw malformed(text);
        }
        if (port < 1 || port > 65_535) {
            throw malformed(text);
        }
        return new GrpcEndpoint(host, port);
    }

    private static IllegalArgumentException malformed(String text) {
        return new IllegalArgumentException("not a gRPC endpoint '" + text
                + "': expected HOST:PORT, such as 127.0.0.1:50051 or [::1]:50051");
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
