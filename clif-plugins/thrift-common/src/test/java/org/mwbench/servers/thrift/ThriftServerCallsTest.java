package org.mwbench.servers.thrift;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.apache.thrift.transport.TTransportException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.plugins.thrift.common.AbstractThriftClient;

/**
 * The Thrift server's size limit and its two protocols on one port, called through the shared
 * client: here, since the server module does not depend on the client's. In the server's package,
 * as a test of the server.
 */
@Timeout(60)
class ThriftServerCallsTest {
    /** Every call here must be answered, or fail for another reason than time: the timeout is only a hang guard. */
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    private static AbstractThriftClient client(WireProtocol wire) {
        return new AbstractThriftClient(wire) {
            @Override
            public String protocol() {
                return ThriftServer.PROTOCOL;
            }
        };
    }

    private static ServerHandle start(Map<String, String> options) throws Exception {
        return new ThriftServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), new ReferenceService());
    }

    /**
     * Past {@code maxMessageSize}, Thrift's transport refuses the read ("MaxMessageSize reached",
     * an END_OF_FILE) and the server closes that connection: the client reads the end of the
     * stream, and its next call, on a new socket, is served.
     */
    @Test
    void aBinaryAboveMaxMessageSizeClosesTheConnectionAndTheNextCallIsServed() throws Exception {
        try (ServerHandle handle = start(Map.of("maxMessageSize", "1024"));
             BenchmarkConnection connection = client(WireProtocol.BINARY).connect(handle.endpoint(), SETTINGS)) {
            assertEquals("1024", handle.configuration().get("maxMessageSize"));
            TTransportException refused = assertThrows(TTransportException.class,
                    () -> connection.echoBytes(ReferenceData.bytes(2048)));
            assertEquals(TTransportException.END_OF_FILE, refused.getType(), refused.toString());
            byte[] small = ReferenceData.bytes(512);
            assertArrayEquals(small, connection.echoBytes(small), "the next call, on a new socket");
        }
    }

    @Test
    void bothProtocolsAreServedOnOnePort() throws Exception {
        try (ServerHandle handle = start(Map.of());
             BenchmarkConnection binary = client(WireProtocol.BINARY).connect(handle.endpoint(), SETTINGS);
             BenchmarkConnection compact = client(WireProtocol.COMPACT).connect(handle.endpoint(), SETTINGS)) {
            assertEquals(27, binary.cube(3));
            assertEquals(-8, compact.cube(-2));
            assertEquals(binary.getString(100), compact.getString(100));
        }
    }
}
