package org.mwbench.servers.xmlrpc;

import java.net.MalformedURLException;
import java.net.URL;
import org.mwbench.contract.middleware.EndpointParser;

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
    private static final EndpointParser PARSER = new EndpointParser("an xmlrpc endpoint", "http://HOST:PORT" + PATH);

    public XmlRpcEndpoint {
        PARSER.checkHostAndPort(host, port);
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
        EndpointParser.Parts parts = PARSER.parseUri(endpoint, "http");
        return new XmlRpcEndpoint(parts.host(), parts.port(), parts.path().isEmpty() ? "/" : parts.path());
    }

    /** The host as a URL writes it: an IPv6 address in brackets. */
    public String urlHost() {
        return EndpointParser.uriHost(host);
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
