package org.mwbench.plugins.thrift.compact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytesTestKit;
import org.mwbench.contract.middleware.WireDelta;

/**
 * The bytes a compact connection's sockets carry, against the thrift server: the contract's kit,
 * and a ping's exact size in TCompactProtocol, about half of the binary protocol's 17.
 */
class ThriftCompactWireBytesTest extends WireBytesTestKit {
    @Override
    protected String protocol() {
        return "thrift-compact";
    }

    @Override
    protected ServerHandle startServer() throws Exception {
        BenchmarkService reference = new ReferenceService();
        return Middlewares.server("thrift", loader()).start(ServerSettings.loopback(), reference);
    }

    @Override
    protected boolean connectingCallsTheServer() {
        return false;
    }

    /**
     * Protocol id (1), version and type (1), sequence id as a varint (1 while below 128), name
     * length as a varint (1), "ping" (4), then the empty struct's stop byte (1): 9 bytes each way.
     */
    @Test
    void aPingIsNineBytesEachWay() throws Exception {
        try (BenchmarkConnection connection = connect()) {
            connection.ping();
            WireDelta ping = measure(wireOf(connection), connection::ping);
            assertEquals(9, ping.sent(), "request: " + ping);
            assertEquals(9, ping.received(), "reply: " + ping);
        }
    }
}
