package org.mwbench.servers.fractalrmi;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * A server's endpoint in Fractal RMI's own notation, {@code frmi://host:port/name}: the URI
 * scheme of Fractal RMI's {@code Registry}, whose {@code Registry.lookup(String)} takes it as
 * is. {@code host:port} is the naming service, {@code name} what the component is registered
 * under, e.g. {@code frmi://127.0.0.1:41234/mwbench.BenchmarkService}.
 */
public record FractalRmiEndpoint(String host, int port, String name) {
    public static final String SCHEME = "frmi"; // org.objectweb.fractal.rmi.registry.Registry.URI_SCHEME

    public FractalRmiEndpoint {
        if (host == null || host.isEmpty() || port <= 0 || port > 65_535 || name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a Fractal RMI endpoint needs a host, a port and a name: "
                    + host + ", " + port + ", " + name);
        }
    }

    /** @throws IllegalArgumentException naming the expected form when {@code endpoint} is not one */
    public static FractalRmiEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw malformed(endpoint, e.getMessage());
        }
        if (!SCHEME.equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || uri.getPath() == null || uri.getPath().length() < 2) {
            throw malformed(endpoint, "expected " + SCHEME + "://host:port/name");
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new FractalRmiEndpoint(host, uri.getPort(), uri.getPath().substring(1));
    }

    @Override
    public String toString() {
        try {
            return new URI(SCHEME, null, host, port, "/" + name, null, null).toString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a Fractal RMI endpoint: " + host + ":" + port + "/" + name, e);
        }
    }

    private static IllegalArgumentException malformed(String endpoint, String why) {
        return new IllegalArgumentException("not a Fractal RMI endpoint: '" + endpoint + "' (" + why + ")");
    }
}
