package org.mwbench.contract.middleware;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * The one reader of middleware endpoints: the text a server prints and a client takes, in one
 * of two forms, {@code SCHEME://HOST:PORT[/PATH]} (tcp, rmi, ejbd, frmi, http) or gRPC's
 * {@code HOST:PORT}. Every endpoint record of a server module parses with it, so that they
 * all check a port the same way (1 to 65535: an endpoint names a port that is listening, never
 * 0), strip the brackets of an IPv6 host the same way, and say the same things when they
 * refuse: which protocol, the form expected, the text given and what is wrong with it.
 *
 * <p>What a record adds is its own: the path it requires (a JNDI name, {@code /mwbench}) is
 * checked by the record, which reports it with {@link #refused}.
 */
public final class EndpointParser {
    /** The highest TCP port. */
    public static final int MAX_PORT = 65_535;

    private final String what;
    private final String form;

    /**
     * @param what what an endpoint is called in messages, with its article: {@code a tcp endpoint},
     *             {@code an rmi endpoint}
     * @param form the form in messages, {@code tcp://HOST:PORT}
     */
    public EndpointParser(String what, String form) {
        this.what = what;
        this.form = form;
    }

    /**
     * An endpoint taken apart.
     *
     * @param host the host, an IPv6 address without its brackets
     * @param port from 1 to 65535
     * @param path the raw path, {@code ""} when there is none
     * @param name the path decoded and without its leading {@code /}: the name a registry binds
     *             ({@code rmi://HOST:PORT/NAME}), {@code ""} when there is none
     */
    public record Parts(String host, int port, String path, String name) {
    }

    /**
     * Reads {@code SCHEME://HOST:PORT[/PATH]}: a port is required, a query, fragment or user
     * part is refused.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public Parts parseUri(String text, String scheme) {
        if (text == null) {
            throw refused(null, "no endpoint given");
        }
        URI uri;
        try {
            uri = new URI(text.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(refusal(text, e.getMessage()), e);
        }
        if (!scheme.equals(uri.getScheme())) {
            throw refused(text, "the scheme must be " + scheme + "://");
        }
        if (uri.getHost() == null) {
            throw refused(text, "no host, or not one a URI allows (an IPv6 host is written in brackets)");
        }
        if (uri.getPort() < 0) {
            throw refused(text, "no port");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw refused(text, "a query, fragment or user part is not part of an endpoint");
        }
        checkPort(text, uri.getPort());
        String path = uri.getPath() == null ? "" : uri.getPath();
        return new Parts(withoutBrackets(uri.getHost()), uri.getPort(),
                uri.getRawPath() == null ? "" : uri.getRawPath(), path.startsWith("/") ? path.substring(1) : path);
    }

    /**
     * Reads {@code HOST:PORT} or {@code [IPV6]:PORT}, as gRPC tools write a target.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public Parts parseHostPort(String text) {
        if (text == null) {
            throw refused(null, "no endpoint given");
        }
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw refused(text, "no port");
        }
        String host = text.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":") || host.contains("[") || host.contains("]")) {
            throw refused(text, "an IPv6 host is written in brackets");
        }
        if (host.isEmpty() || host.contains("/")) {
            throw refused(text, "not a host: '" + host + "'");
        }
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw refused(text, "not a port: '" + text.substring(colon + 1) + "'");
        }
        checkPort(text, port);
        return new Parts(host, port, "", "");
    }

    /**
     * What an endpoint record's constructor checks: a host, and a port from 1 to 65535.
     *
     * @throws IllegalArgumentException naming the endpoint's kind and the value refused
     */
    public void checkHostAndPort(String host, int port) {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException(what + " needs a host");
        }
        if (port < 1 || port > MAX_PORT) {
            throw new IllegalArgumentException(what + "'s port must be between 1 and "
                    + MAX_PORT + ", not " + port);
        }
    }

    /** @return the refusal of {@code text}, {@code not a tcp endpoint (tcp://HOST:PORT): TEXT: WHY} */
    public IllegalArgumentException refused(String text, String why) {
        return new IllegalArgumentException(refusal(text, why));
    }

    /** The host as a URI or a gRPC target writes it: an IPv6 address in brackets. */
    public static String uriHost(String host) {
        return host.indexOf(':') >= 0 ? "[" + host + "]" : host;
    }

    private void checkPort(String text, int port) {
        if (port < 1 || port > MAX_PORT) {
            throw refused(text, "port " + port + " is not between 1 and " + MAX_PORT);
        }
    }

    private String refusal(String text, String why) {
        return "not " + what + " (" + form + "): " + text + ": " + why;
    }

    private static String withoutBrackets(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }
}
