package org.mwbench.plugins.ice;

import org.mwbench.contract.middleware.WireBytesTestKit;

/**
 * A connection counts the bytes its communicator's connection carries, and only its own: the
 * contract's kit. Server and client in one JVM still talk over TCP: Ice short-cuts only calls
 * to an object adapter of the same communicator. Connecting counts the {@code ice_isA}
 * request and its reply; the server's validate-connection message (a bare header) arrives
 * before Ice attaches its connection observer, so it is not counted.
 */
class IceWireBytesTest extends WireBytesTestKit {

    @Override
    protected String protocol() {
        return "ice";
    }

    /**
     * Ice's message header: magic, versions, type, compression, size. A request adds its
     * request id, identity, facet, operation, mode, context and parameters; a reply its
     * request id, status and an encapsulation.
     */
    @Override
    protected int messageHeaderBytes() {
        return 14;
    }
}
