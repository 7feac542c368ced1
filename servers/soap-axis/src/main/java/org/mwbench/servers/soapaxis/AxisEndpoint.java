package org.mwbench.servers.soapaxis;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where the service listens, as the URL of an Axis web service:
 * {@code http://HOST:PORT/axis/services/mwbench}, what any SOAP client takes (and, with
 * {@code ?wsdl} appended, where its WSDL is). An IPv6 host is written in brackets.
 */
public record AxisEndpoint(String host, int port) {
    public static final String SCHEME = "http";

    public AxisEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("a soap-axis endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("a soap-axis endpoint's port must be between 1 and 65535, not " + port);
        }
    }

    /**
     * Parses {@code http://HOST:PORT/axis/services/mwbench}.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static AxisEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(notAnEndpoint(endpoint) + ": " + e.getMessage(), e);
        }
        if (!SCHEME.equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || !SoapWire.PATH.equals(uri.getRawPath())
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException(notAnEndpoint(endpoint));
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new AxisEndpoint(host, uri.getPort());
    }

    private static String notAnEndpoint(String endpoint) {
        return "not a soap-axis endpoint (" + SCHEME + "://HOST:PORT" + SoapWire.PATH + "): " + endpoint;
    }

    @Override
    public String toString() {
        return SCHEME + "://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port + SoapWire.PATH;
    }
}
