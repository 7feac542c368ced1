package org.mwbench.plugins.thrift.common;

import java.util.Map;
import java.util.Set;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * A Thrift client's options, parsed and checked.
 *
 * @param connections {@code connections=N} (default {@value #DEFAULT_CONNECTIONS}, as XML-RPC's
 *                    pool): the most sockets one connection opens to its server, so the most
 *                    calls in flight at once; a call beyond waits for a free one, within the
 *                    call timeout ({@link PoolExhaustedException}).
 * @param whiteBox    {@code whitebox=true} (default false): white-box timing ({@link ClientTiming});
 *                    off, Thrift's own protocol with nothing around it.
 */
record ThriftClientOptions(int connections, boolean whiteBox) {
    static final int DEFAULT_CONNECTIONS = 128;
    static final String CONNECTIONS = "connections";
    private static final Set<String> KNOWN = Set.of(CONNECTIONS, WhiteBox.OPTION);

    static ThriftClientOptions parse(String protocol, Map<String, String> options) {
        Middlewares.requireKnownOptions(protocol, options, KNOWN);
        String value = options.getOrDefault(CONNECTIONS, Integer.toString(DEFAULT_CONNECTIONS));
        try {
            int connections = Integer.parseInt(value.trim());
            if (connections >= 1) {
                return new ThriftClientOptions(connections, WhiteBox.requested(protocol, options));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("option " + CONNECTIONS + " of protocol '" + protocol
                + "' is a whole number from 1, not '" + value + "'");
    }
}
