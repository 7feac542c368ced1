package org.mwbench.servers.thrift;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
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
import org.mwbench.servers.thrift.client.AbstractThriftClient;

/** The Thrift server's own behaviour beyond the kits: its size limit, protocol detection, configuration. */
@Timeout(60)
class ThriftServerTest {
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

    /** A client speaking neither protocol (here HTTP) is closed, not answered nor left hanging. */
    @Test
    void aFirstByteOfNeitherProtocolClosesTheConnection() throws Exception {
        try (ServerHandle handle = start(Map.of())) {
            ThriftEndpoint endpoint = ThriftEndpoint.parse(handle.endpoint());
            try (Socket socket = new Socket(endpoint.host(), endpoint.port())) {
                // a hang guard: the close is not timed
                socket.setSoTimeout(Math.toIntExact(LoadedMachine.HANG_GUARD.toMillis()));
                socket.getOutputStream().write("GET / HTTP/1.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                InputStream in = socket.getInputStream();
                assertEquals(-1, in.read(), "the server closes the connection without a reply");
            }
        }
    }

    @Test
    void theConfigurationNamesTheServerAndItsProtocols() throws Exception {
        try (ServerHandle handle = start(Map.of())) {
            Map<String, String> configuration = handle.configuration();
            assertEquals("TThreadPoolServer", configuration.get("server"));
            assertTrue(configuration.get("protocols").contains("TCompactProtocol"), configuration.toString());
            assertEquals("unbounded", configuration.get("threads"));
            assertEquals("1024", configuration.get("backlog"));
            assertEquals(Integer.toString(100 * 1024 * 1024), configuration.get("maxMessageSize"));
        }
    }

    @Test
    void endpointsAreHostAndPort() {
        assertEquals(new ThriftEndpoint("::1", 9090), ThriftEndpoint.parse("[::1]:9090"));
        assertEquals("[::1]:9090", new ThriftEndpoint("::1", 9090).toString());
        assertEquals(new ThriftEndpoint("10.0.0.2", 1), ThriftEndpoint.parse("10.0.0.2:1"));
        assertThrows(IllegalArgumentException.class, () -> ThriftEndpoint.parse("thrift://10.0.0.2"));
    }
}
