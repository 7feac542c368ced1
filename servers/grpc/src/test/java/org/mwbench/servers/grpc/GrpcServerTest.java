package org.mwbench.servers.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.grpc.client.AbstractGrpcClient;

/** The server side of both gRPC protocols, called through the shared client code. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class GrpcServerTest {
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    private static BenchmarkConnection connect(ServerHandle handle, CallExecutor executor) throws Exception {
        return new AbstractGrpcClient(executor) { }.connect(handle.endpoint(), SETTINGS);
    }

    @Test
    void oneServiceFileOffersBothProtocols() {
        List<String> protocols = new ArrayList<>();
        ServiceLoader.load(MiddlewareServer.class, getClass().getClassLoader()).forEach(s -> protocols.add(s.protocol()));
        assertEquals(List.of("grpc", "grpc-direct"), protocols);
        assertInstanceOf(GrpcServer.class, Middlewares.server("grpc", getClass().getClassLoader()));
        assertInstanceOf(GrpcDirectServer.class, Middlewares.server("grpc-direct", getClass().getClassLoader()));
    }

    @Test
    void theExecutorChoiceDecidesWhereHandlersRun() throws Exception {
        for (CallExecutor executor : CallExecutor.values()) {
            AtomicReference<String> thread = new AtomicReference<>();
            ForwardingService recording = new ForwardingService() {
                @Override
                public void ping() {
                    thread.set(Thread.currentThread().getName());
                }
            };
            MiddlewareServer server = Middlewares.server(executor.protocol(), getClass().getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), recording);
                 BenchmarkConnection connection = connect(handle, executor)) {
                connection.ping();
            }
            String expected = executor == CallExecutor.DIRECT ? "grpc-default-worker-ELG" : "grpc-default-executor";
            assertTrue(thread.get().startsWith(expected), executor + " ran the handler on " + thread.get());
        }
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

    @Test
    void serviceFailuresArriveAsStatusesWithTheirMessage() throws Exception {
        ForwardingService failing = new ForwardingService() {
            @Override
            public String getString(int n) {
                throw new IllegalArgumentException("no string of " + n + " characters");
            }

            @Override
            public byte[] echoBytes(byte[] data) throws IOException {
                throw new IOException("checked failure");
            }
        };
        try (ServerHandle handle = new GrpcServer().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = connect(handle, CallExecutor.DEFAULT)) {
            StatusRuntimeException invalid = assertThrows(StatusRuntimeException.class, () -> connection.getString(-1));
            assertEquals(Status.Code.INVALID_ARGUMENT, invalid.getStatus().getCode());
            assertTrue(invalid.getMessage().contains("no string of -1 characters"), invalid.getMessage());
            StatusRuntimeException unknown = assertThrows(StatusRuntimeException.class,
                    () -> connection.echoBytes(new byte[1]));
            assertEquals(Status.Code.UNKNOWN, unknown.getStatus().getCode());
            assertTrue(unknown.getMessage().contains("java.io.IOException: checked failure"), unknown.getMessage());
            assertEquals(27, connection.cube(3), "and the connection goes on");
        }
    }

    @Test
    void requestsAboveTheLimitAreRefusedBeforeTheyAreParsed() throws Exception {
        try (ServerHandle handle = new GrpcServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = connect(handle, CallExecutor.DEFAULT)) {
            assertEquals(65_536, connection.echoBytes(new byte[65_536]).length);
            StatusRuntimeException refused = assertThrows(StatusRuntimeException.class,
                    () -> connection.echoBytes(new byte[AbstractGrpcServer.MAX_REQUEST_BYTES]));
            assertEquals(Status.Code.RESOURCE_EXHAUSTED, refused.getStatus().getCode(), refused.toString());
            assertEquals(8, connection.cube(2), "and the server goes on");
        }
    }
}
