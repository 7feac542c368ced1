package org.mwbench.servers.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The Thrift server's own behaviour beyond the kits, without a client: a foreign first byte, its
 * configuration, endpoints. Its size limit and both protocols on one port are tested through the
 * shared client in clif-plugins/thrift-common (ThriftServerCallsTest).
 */
@Timeout(60)
class ThriftServerTest {
    private static ServerHandle start(Map<String, String> options) throws Exception {
        return new ThriftServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), new ReferenceService());
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
