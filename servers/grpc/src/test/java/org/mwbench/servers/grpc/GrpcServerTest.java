package org.mwbench.servers.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The server side of both gRPC protocols without a client: its service file, binding and close.
 * Its calls through the shared client are tested in clif-plugins/grpc-common (GrpcServerCallsTest).
 */
class GrpcServerTest {
    @Test
    void oneServiceFileOffersBothProtocols() {
        List<String> protocols = new ArrayList<>();
        ServiceLoader.load(MiddlewareServer.class, getClass().getClassLoader()).forEach(s -> protocols.add(s.protocol()));
        assertEquals(List.of("grpc", "grpc-direct"), protocols);
        assertInstanceOf(GrpcServer.class, Middlewares.server("grpc", getClass().getClassLoader()));
        assertInstanceOf(GrpcDirectServer.class, Middlewares.server("grpc-direct", getClass().getClassLoader()));
    }

    @Test
    void aBusyPortFailsWithGrpcsBindMessage() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, taken.getLocalPort(), Map.of());
            IOException failure = assertThrows(IOException.class,
                    () -> new GrpcServer().start(settings, new ReferenceService()).close());
            assertTrue(failure.getMessage().startsWith("Failed to bind to address"), failure.getMessage());
            // Netty's epoll transport says it with its NativeIoException, NIO with a BindException.
            assertTrue(String.valueOf(failure.getCause()).contains("Address already in use"), failure.getCause().toString());
        }
    }

    @Test
    void theEndpointNamesTheGivenPortAndCloseFreesIt() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        for (MiddlewareServer server : new MiddlewareServer[] {new GrpcServer(), new GrpcDirectServer()}) {
            ServerHandle handle = server.start(new ServerSettings("localhost", port, Map.of()), new ReferenceService());
            assertEquals("127.0.0.1:" + port, handle.endpoint());
            handle.close();
            handle.close(); // idempotent
            PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
        }
    }
}
