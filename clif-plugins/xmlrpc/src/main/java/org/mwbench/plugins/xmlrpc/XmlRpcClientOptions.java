package org.mwbench.plugins.xmlrpc;

import java.util.Map;
import java.util.Set;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.servers.xmlrpc.XmlRpcServer;

/**
 * The client's options, parsed and checked.
 *
 * @param connections {@code connections=N} (default {@value #DEFAULT_CONNECTIONS}, the server's
 *                    default thread count): the most TCP connections one client connection
 *                    keeps to its server, so the most calls in flight at once; a call beyond
 *                    waits for a free one, within the call timeout.
 * @param whiteBox    {@code whitebox=true} (default false): white-box timing by a
 *                    {@link WhiteBoxCommonsTransport}; off, the plain transport and connection.
 */
record XmlRpcClientOptions(int connections, boolean whiteBox) {
    static final int DEFAULT_CONNECTIONS = 128;
    static final Set<String> KNOWN = Set.of("connections", WhiteBox.OPTION);

    static XmlRpcClientOptions parse(Map<String, String> options) {
        Middlewares.requireKnownOptions(XmlRpcServer.PROTOCOL, options, KNOWN);
        String value = options.getOrDefault("connections", Integer.toString(DEFAULT_CONNECTIONS));
        try {
            int connections = Integer.parseInt(value.trim());
            if (connections >= 1) {
                return new XmlRpcClientOptions(connections, WhiteBox.requested(XmlRpcServer.PROTOCOL, options));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("option connections of protocol '" + XmlRpcServer.PROTOCOL
                + "' is a whole number from 1, not '" + value + "'");
    }
}
