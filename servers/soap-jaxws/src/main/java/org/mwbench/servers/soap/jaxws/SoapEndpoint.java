package org.mwbench.servers.soap.jaxws;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where a SOAP server listens, as the service address {@code http://HOST:PORT/mwbench}: what
 * the server prints, what the client takes, and what any SOAP tool uses (the WSDL is at the
 * same address with {@code ?wsdl}). An IPv6 host is written in brackets.
 */
public record SoapEndpoint(String host, int port) {
    public static final String SCHEME = "http";

    public SoapEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("a soap-jaxws endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("a soap-jaxws endpoint's port must be between 1 and 65535, not " + port);
        }
    }

    /**
     * Parses {@code http://HOST:PORT/mwbench}.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static SoapEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(malformed(endpoint) + ": " + e.getMessage(), e);
        }
        if (!SCHEME.equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || !SoapNames.PATH.equals(uri.getRawPath())
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException(malformed(endpoint));
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new SoapEndpoint(host, uri.getPort());
    }

    private static String malformed(String endpoint) {
        return "not a soap-jaxws endpoint (http://HOST:PORT" + SoapNames.PATH + "): " + endpoint;
    }

    /** The service address, the one a client posts its SOAP requests to. */
    @Override
    public String toString() {
        return SCHEME + "://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port + SoapNames.PATH;
    }

    /** Where the server serves the WSDL it publishes. */
    public String wsdlAddress() {
        return this + "?wsdl";
    }
}
