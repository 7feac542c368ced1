package org.mwbench.servers.fractalrmi;

import java.net.URI;
import java.net.URISyntaxException;
import org.mwbench.contract.middleware.EndpointParser;

/**
 * A server's endpoint in Fractal RMI's own notation, {@code frmi://host:port/name}: the URI
 * scheme of Fractal RMI's {@code Registry}, whose {@code Registry.lookup(String)} takes it as
 * is. {@code host:port} is the naming service, {@code name} what the component is registered
 * under, e.g. {@code frmi://127.0.0.1:41234/mwbench.BenchmarkService}.
 */
public record FractalRmiEndpoint(String host, int port, String name) {
    public static final String SCHEME = "frmi"; // org.objectweb.fractal.rmi.registry.Registry.URI_SCHEME
    private static final EndpointParser PARSER = new EndpointParser("a Fractal RMI endpoint", SCHEME + "://host:port/name");

    public FractalRmiEndpoint {
        PARSER.checkHostAndPort(host, port);
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a Fractal RMI endpoint needs a name");
        }
    }

    /** @throws IllegalArgumentException naming the expected form when {@code endpoint} is not one */
    public static FractalRmiEndpoint parse(String endpoint) {
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, SCHEME);
        if (parts.name().isEmpty()) {
            throw PARSER.refused(endpoint, "no name after the port");
        }
        return new FractalRmiEndpoint(parts.host(), parts.port(), parts.name());
    }

    @Override
    public String toString() {
        try {
            return new URI(SCHEME, null, host, port, "/" + name, null, null).toString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a Fractal RMI endpoint: " + host + ":" + port + "/" + name, e);
        }
    }
}
