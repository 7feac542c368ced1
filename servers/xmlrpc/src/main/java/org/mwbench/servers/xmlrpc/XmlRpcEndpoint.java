package org.mwbench.servers.xmlrpc;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;

/**
 * Where an XML-RPC server listens, as {@code http://HOST:PORT/RPC2}: the server URL any XML-RPC
 * client takes (Python's {@code xmlrpc.client.ServerProxy}, curl with a POSTed
 * {@code methodCall}). {@code /RPC2} is the customary path; Apache's WebServer answers on any
 * path, so the server prints {@link #PATH} because other tools expect it, and the client posts
 * to whatever path the endpoint names. An IPv6 host is written in brackets.
 */
public record XmlRpcEndpoint(String host, int port, String path) {
    /** The path part of every endpoint this module prints. */
    public static final String PATH = "/RPC2";

    public XmlRpcEndpoint {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("an xmlrpc endpoint needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("an xmlrpc endpoint's port must be between 1 and 65535, not " + port);
        }
        if (path == null || !path.startsWith("/")) {
            throw new IllegalArgumentException("an xmlrpc endpoint's path starts with '/', not " + path);
        }
    }

    /** The endpoint the server prints: {@code http://HOST:PORT/RPC2}. */
    public XmlRpcEndpoint(String host, int port) {
        this(host, port, PATH);
    }

    /**
     * Parses {@code http://HOST:PORT/PATH}; any path is accepted ({@code /} if none), since the
     * server ignores it.
     *
     * @throws IllegalArgumentException naming the endpoint and what is wrong with it
     */
    public static XmlRpcEndpoint parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not an xmlrpc endpoint (http://HOST:PORT" + PATH + "): "
                    + endpoint + ": " + e.getMessage(), e);
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("not an xmlrpc endpoint (http://HOST:PORT" + PATH + "): " + endpoint);
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        return new XmlRpcEndpoint(host, uri.getPort(), path);
    }

    /** The host as a URL writes it: an IPv6 address in brackets. */
    public String urlHost() {
        return host.indexOf(':') >= 0 ? "[" + host + "]" : host;
    }

    /** @return this endpoint as a URL, for the client's configuration */
    public URL toUrl() {
        try {
            return new URL(toString());
        } catch (MalformedURLException e) {
            throw new IllegalStateException("a valid endpoint made an invalid URL: " + this, e);
        }
    }

    @Override
    public String toString() {
        return "http://" + urlHost() + ":" + port + path;
    }
}
