package org.mwbench.servers.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.plugins.grpc.common.AbstractGrpcClient;

/**
 * The server side of both gRPC protocols, called through the shared client code: here, since the
 * server module does not depend on the client's. In the server's package, as a test of the server.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class GrpcServerCallsTest {
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    private static BenchmarkConnection connect(ServerHandle handle, CallExecutor executor) throws Exception {
        return new AbstractGrpcClient(executor) { }.connect(handle.endpoint(), SETTINGS);
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
