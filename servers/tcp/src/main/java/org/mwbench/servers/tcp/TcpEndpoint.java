package org.mwbench.servers.tcp;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where a raw-TCP server listens, as {@code tcp://HOST:PORT}: what the server prints and what
 * the client takes. An IPv6 host is written in brackets, {@code tcp://[::1]:4000}.
 */
public record TcpEndpoint(String host, int port) {
    public static final String SCHEME = "tcp";

    public TcpEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("a tcp endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("a tcp endpoint's port must be between 1 and 65535, not " + port);
        }
    }

    /**
     * Parses {@code tcp://HOST:PORT}.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static TcpEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a tcp endpoint (tcp://HOST:PORT): " + endpoint + ": " + e.getMessage(), e);
        }
        if (!SCHEME.equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || !(uri.getRawPath() == null || uri.getRawPath().isEmpty())
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("not a tcp endpoint (tcp://HOST:PORT): " + endpoint);
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new TcpEndpoint(host, uri.getPort());
    }

    @Override
    public String toString() {
        return SCHEME + "://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }
}
