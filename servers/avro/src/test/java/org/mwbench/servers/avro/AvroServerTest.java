package org.mwbench.servers.avro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataOutputStream;
import java.io.InputStream;
import java.net.Socket;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/** The server beyond the client's kits: its service file, its configuration, hostile frames. */
@Timeout(120)
class AvroServerTest {
    @Test
    void theServiceFileNamesTheAvroServer() {
        MiddlewareServer server = Middlewares.server("avro", getClass().getClassLoader());
        assertEquals(AvroServer.class, server.getClass());
    }

    @Test
    void theConfigurationSaysWhatTheServerRunsWith() throws Exception {
        try (ServerHandle handle = new AvroServer().start(ServerSettings.loopback(), new ReferenceService())) {
            Map<String, String> configuration = handle.configuration();
            assertEquals(List.of("threads", "backlog", "queue", "max_connections"),
                    List.copyOf(configuration.keySet()).subList(0, 4));
            assertEquals("16", configuration.get("threads"));
            assertEquals("1024", configuration.get("backlog"));
            assertEquals(Integer.toString(AvroServer.MAX_REQUEST_BYTES), configuration.get("maxRequestBytes"));
            assertTrue(handle.endpoint().startsWith("avro://127.0.0.1:"), handle.endpoint());
        }
    }

    /**
     * Frames no Avro client writes: a negative buffer count closes that connection; a buffer
     * announced at 2 GiB is skipped as it arrives rather than allocated. Either way the server
     * goes on, and closing it frees its port.
     */
    @Test
    void hostileFramesCloseTheirConnectionOrAreSkipped() throws Exception {
        ServerHandle handle = new AvroServer().start(ServerSettings.loopback(), new ReferenceService());
        AvroEndpoint endpoint = AvroEndpoint.parse(handle.endpoint());
        try {
            try (Socket negative = new Socket(endpoint.host(), endpoint.port())) {
                DataOutputStream out = new DataOutputStream(negative.getOutputStream());
                out.writeInt(1);
                out.writeInt(-5);
                out.flush();
                negative.setSoTimeout(30_000);
                assertEquals(-1, negative.getInputStream().read(), "the server closes a negative count's connection");
            }
            try (Socket huge = new Socket(endpoint.host(), endpoint.port())) {
                DataOutputStream out = new DataOutputStream(huge.getOutputStream());
                out.writeInt(2);
                out.writeInt(1);
                out.writeInt(Integer.MAX_VALUE);
                out.write(new byte[64 * 1024]);
                out.flush();
                huge.setSoTimeout(1_000);
                InputStream in = huge.getInputStream();
                try {
                    assertEquals(-1, in.read(), "nothing answered before the frame is whole");
                } catch (java.net.SocketTimeoutException expected) {
                    // the server waits for the rest of the frame, holding none of it
                }
            }
            try (Socket alive = new Socket(endpoint.host(), endpoint.port())) {
                assertTrue(alive.isConnected(), "the server still accepts");
            }
        } finally {
            handle.close();
        }
        PortChecks.assertBindable(ServerSettings.LOOPBACK, endpoint.port());
    }
}
