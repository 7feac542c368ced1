package org.mwbench.servers.ejb;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where a bean is served: {@code ejbd://HOST:PORT/JNDI-NAME}. The scheme, host and port are
 * OpenEJB's provider URL ({@code java.naming.provider.url}) as any OpenEJB remote client takes
 * it; the path is the name to look up there. An IPv6 host is written in brackets.
 */
public record EjbdEndpoint(String host, int port, String name) {
    public static final String SCHEME = "ejbd";

    public EjbdEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("an ejbd endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("an ejbd endpoint's port must be between 1 and 65535, not " + port);
        }
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an ejbd endpoint needs a JNDI name");
        }
    }

    /**
     * Parses {@code ejbd://HOST:PORT/NAME}; the port is required.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static EjbdEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not an ejbd endpoint (ejbd://HOST:PORT/NAME): " + endpoint + ": "
                    + e.getMessage(), e);
        }
        String path = uri.getPath();
        if (!SCHEME.equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || path == null || !path.startsWith("/") || path.length() < 2 || path.indexOf('/', 1) >= 0
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("not an ejbd endpoint (ejbd://HOST:PORT/NAME): " + endpoint);
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new EjbdEndpoint(host, uri.getPort(), path.substring(1));
    }

    /** The host as a URI writes it: an IPv6 address in brackets. */
    public String uriHost() {
        return host.indexOf(':') >= 0 ? "[" + host + "]" : host;
    }

    @Override
    public String toString() {
        return SCHEME + "://" + uriHost() + ":" + port + "/" + name;
    }
}
