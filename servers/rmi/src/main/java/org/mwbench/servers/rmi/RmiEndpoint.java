package org.mwbench.servers.rmi;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where an RMI server's stub is bound: {@code rmi://HOST:PORT/NAME}, the URL form of
 * {@link java.rmi.Naming} (which other RMI tools take as it is). An IPv6 host is written in
 * brackets.
 */
public record RmiEndpoint(String host, int port, String name) {
    public static final String SCHEME = "rmi";

    public RmiEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("an rmi endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("an rmi endpoint's port must be between 1 and 65535, not " + port);
        }
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an rmi endpoint needs a name");
        }
    }

    /**
     * Parses {@code rmi://HOST:PORT/NAME}; the port is required (mwbench servers rarely sit
     * on 1099).
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static RmiEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not an rmi endpoint (rmi://HOST:PORT/NAME): " + endpoint + ": "
                    + e.getMessage(), e);
        }
        String path = uri.getPath();
        if (!SCHEME.equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || path == null || !path.startsWith("/") || path.length() < 2
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("not an rmi endpoint (rmi://HOST:PORT/NAME): " + endpoint);
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new RmiEndpoint(host, uri.getPort(), path.substring(1));
    }

    @Override
    public String toString() {
        return SCHEME + "://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port + "/" + name;
    }
}
