package org.mwbench.servers.dubbo;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * A Dubbo server's address as Dubbo writes a direct URL: {@code dubbo://HOST:PORT} or
 * {@code tri://HOST:PORT} ({@code dubbo://[::1]:20880}), what {@code ReferenceConfig.setUrl} takes
 * in place of a registry. The service's path (the interface's name) is added by Dubbo.
 */
public record DubboEndpoint(DubboWire wire, String host, int port) {
    private static final EndpointParser DUBBO = new EndpointParser("a dubbo endpoint", "dubbo://HOST:PORT");
    private static final EndpointParser TRIPLE = new EndpointParser("a triple endpoint", "tri://HOST:PORT");

    public DubboEndpoint {
        parser(wire).checkHostAndPort(host, port);
    }

    /**
     * @throws IllegalArgumentException unless {@code text} is {@code SCHEME://HOST:PORT} with the
     *                                  wire's scheme, and no path
     */
    public static DubboEndpoint parse(DubboWire wire, String text) {
        EndpointParser parser = parser(wire);
        EndpointParser.Parts parts = parser.parseUri(text, wire.dubboName());
        if (!parts.path().isEmpty() && !parts.path().equals("/")) {
            throw parser.refused(text, "a path is not part of it: Dubbo adds the service's");
        }
        return new DubboEndpoint(wire, parts.host(), parts.port());
    }

    private static EndpointParser parser(DubboWire wire) {
        return wire == DubboWire.DUBBO ? DUBBO : TRIPLE;
    }

    @Override
    public String toString() {
        return wire.dubboName() + "://" + EndpointParser.uriHost(host) + ":" + port;
    }
}
