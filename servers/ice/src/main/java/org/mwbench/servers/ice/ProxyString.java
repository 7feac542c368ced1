package org.mwbench.servers.ice;

import com.zeroc.Ice.Endpoint;
import com.zeroc.Ice.EndpointInfo;
import com.zeroc.Ice.IPEndpointInfo;

/**
 * Writes a server's proxy string, {@code mwbench:tcp -h 127.0.0.1 -p 4061}: what Ice's
 * {@code stringToProxy} reads, and what any Ice tool or client in another language takes.
 *
 * <p>It is built from the host and port of the published endpoints rather than from
 * {@code Endpoint.toString()}, which adds the endpoint's own {@code -t} timeout: the
 * client sets its timeouts itself.
 */
public final class ProxyString {
    private ProxyString() {
    }

    /** {@code identity:tcp -h h1 -p p1:tcp -h h2 -p p2...}, one endpoint per published one. */
    public static String of(String identity, Endpoint[] endpoints) {
        StringBuilder proxy = new StringBuilder(identity);
        for (Endpoint endpoint : endpoints) {
            IPEndpointInfo ip = ipInfo(endpoint.getInfo());
            proxy.append(":tcp -h ").append(host(ip.host)).append(" -p ").append(ip.port);
        }
        return proxy.toString();
    }

    /** A host as Ice's endpoint syntax takes it: an IPv6 address in quotes. */
    static String host(String host) {
        return host.indexOf(':') >= 0 ? '"' + host + '"' : host;
    }

    private static IPEndpointInfo ipInfo(EndpointInfo info) {
        for (EndpointInfo layer = info; layer != null; layer = layer.underlying) {
            if (layer instanceof IPEndpointInfo) {
                return (IPEndpointInfo) layer;
            }
        }
        throw new IllegalStateException("not an IP endpoint: " + info);
    }
}
