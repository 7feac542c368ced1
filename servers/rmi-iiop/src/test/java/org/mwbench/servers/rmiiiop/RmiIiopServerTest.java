package org.mwbench.servers.rmiiiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.corba.ee.spi.ior.IOR;
import com.sun.corba.ee.spi.ior.iiop.IIOPAddress;
import com.sun.corba.ee.spi.ior.iiop.IIOPProfileTemplate;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.omg.CORBA.ORB;

/** The server's endpoint says where it listens, and closing it frees its port. */
class RmiIiopServerTest {
    private static final InetAddress LOOPBACK = loopback();
    /** Decodes endpoints; it makes no call. */
    private static ORB decoder;

    @BeforeAll
    static void startDecoder() throws Exception {
        Properties properties = new Properties();
        properties.setProperty(RunningRmiIiopServer.SERVER_HOST, ServerSettings.LOOPBACK);
        decoder = GlassFishOrb.init(properties);
    }

    @AfterAll
    static void stopDecoder() {
        GlassFishOrb.destroy(decoder);
    }

    @Test
    void theEndpointIsAnIorOfTheRemoteInterfaceAtTheBindAddressAndPort() throws Exception {
        int port = freePort();
        try (RunningRmiIiopServer handle = start(port)) {
            String endpoint = handle.endpoint();
            assertTrue(endpoint.matches("IOR:[0-9a-f]+"), endpoint);
            IOR ior = decode(endpoint);
            assertEquals("RMI:" + RemoteBenchmark.class.getName() + ":0000000000000000", ior.getTypeId());
            IIOPAddress address = ((IIOPProfileTemplate) ior.getProfile().getTaggedProfileTemplate()).getPrimaryAddress();
            assertEquals(ServerSettings.LOOPBACK, address.getHost());
            assertEquals(port, address.getPort());
        }
    }

    @Test
    void portZeroListensOnAPortTheSystemPicks() throws Exception {
        try (RunningRmiIiopServer handle = start(0)) {
            IOR ior = decode(handle.endpoint());
            int port = ((IIOPProfileTemplate) ior.getProfile().getTaggedProfileTemplate()).getPrimaryAddress().getPort();
            assertNotEquals(0, port);
            assertThrows(IOException.class, () -> new ServerSocket(port, 1, LOOPBACK).close(), "the server's port is taken");
        }
    }

    @Test
    void closingFreesThePortAndCanBeRepeated() throws Exception {
        int port = freePort();
        RunningRmiIiopServer handle = start(port);
        assertThrows(IOException.class, () -> new ServerSocket(port, 1, LOOPBACK).close(), "the server's port is taken");
        handle.close();
        handle.close();
        new ServerSocket(port, 1, LOOPBACK).close(); // at once, no retry: close() gave the port back before it returned
    }

    private static RunningRmiIiopServer start(int port) throws Exception {
        return (RunningRmiIiopServer) new RmiIiopServer().start(new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()), new ReferenceService());
    }

    private static IOR decode(String endpoint) throws Exception {
        org.omg.CORBA.Object reference = ContextLoader.call(GlassFishOrb.class, () -> decoder.string_to_object(endpoint));
        return ((com.sun.corba.ee.spi.orb.ORB) decoder).getIOR(reference, false);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, LOOPBACK)) {
            return socket.getLocalPort();
        }
    }

    private static InetAddress loopback() {
        try {
            return InetAddress.getByName(ServerSettings.LOOPBACK);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
