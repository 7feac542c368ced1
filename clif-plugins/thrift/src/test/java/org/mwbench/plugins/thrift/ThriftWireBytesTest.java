package org.mwbench.plugins.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.WireBytesTestKit;
import org.mwbench.contract.middleware.WireDelta;

/**
 * The bytes a binary connection's sockets carry: the contract's kit (connecting opens no socket;
 * the first call does), and a ping's exact size in strict TBinaryProtocol, which proves the
 * counter sees Thrift's frames and nothing else.
 */
class ThriftWireBytesTest extends WireBytesTestKit {
    @Override
    protected String protocol() {
        return "thrift";
    }

    @Override
    protected boolean connectingCallsTheServer() {
        return false;
    }

    /**
     * Version word and type (4), name length (4), "ping" (4), sequence id (4), then the empty
     * arguments or result struct's stop byte (1): 17 bytes each way.
     */
    @Test
    void aPingIsSeventeenBytesEachWay() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            connection.ping();
            WireDelta ping = measure(wireOf(connection), connection::ping);
            assertEquals(17, ping.sent(), "request: " + ping);
            assertEquals(17, ping.received(), "reply: " + ping);
        }
    }
}
