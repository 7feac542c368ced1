package org.mwbench.plugins.hessian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.caucho.hessian.client.HessianConnectionException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.hessian.HessianServer;
import org.mwbench.servers.hessian.HessianServiceFault;

/** The Hessian client against the real server: the size limit's error, faults, stale sockets, bad options. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HessianConnectionTest {
    /** Every call here must be answered, or fail for another reason than time: the timeout is only a hang guard. */
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    @Test
    void aRequestOverTheServersLimitFailsWithItsMessageAndTheNextCallIsServed() throws Exception {
        try (ServerHandle handle = new HessianServer().start(
                new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("maxRequestBytes", "1000")), new ReferenceService());
             BenchmarkConnection connection = new HessianClient().connect(handle.endpoint(), SETTINGS)) {
            HessianConnectionException refused = assertThrows(HessianConnectionException.class,
                    () -> connection.echoBytes(new byte[2000]));
            assertTrue(refused.getMessage().startsWith("413: the request is larger than this server's limit of 1000 bytes"
                    + " (option maxRequestBytes)"), refused.getMessage());
            assertEquals(27, connection.cube(3), "the call after the refusal");
        }
    }

    @Test
    void aServiceFailureArrivesAsAFaultWithTheExceptionAndItsMessageOnly() throws Exception {
        ForwardingService failing = new ForwardingService() {
            @Override
            public long cube(long x) {
                throw new ArithmeticException("no cubes");
            }
        };
        try (ServerHandle handle = new HessianServer().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = new HessianClient().connect(handle.endpoint(), SETTINGS)) {
            HessianServiceFault fault = assertThrows(HessianServiceFault.class, () -> connection.cube(2));
            assertEquals("java.lang.ArithmeticException: no cubes", fault.getMessage());
            assertEquals(0, fault.getStackTrace().length, "no server stack trace travels");
        }
    }

    /**
     * The server goes away and comes back on the same port: the connection's kept-alive socket is
     * dead, and the next call is sent again on a new socket rather than failed.
     */
    @Test
    void aKeptAliveSocketTheServerClosedIsReplaced() throws Exception {
        ServerHandle first = new HessianServer().start(ServerSettings.loopback(), new ReferenceService());
        int port = Integer.parseInt(first.endpoint().replaceAll(".*:(\\d+)/.*", "$1"));
        try (BenchmarkConnection connection = new HessianClient().connect(first.endpoint(), SETTINGS)) {
            assertEquals(ReferenceData.string(8), connection.getString(8));
            first.close();
            try (ServerHandle second = new HessianServer().start(
                    new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()), new ReferenceService())) {
                assertEquals(ReferenceData.string(8), connection.getString(8), "sent again on a new socket");
            }
        } finally {
            first.close();
        }
    }

    @Test
    void countsGrowWithEachCall() throws Exception {
        try (ServerHandle handle = new HessianServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new HessianClient().connect(handle.endpoint(), SETTINGS)) {
            WireBytes wire = connection.wireCounter().orElseThrow();
            connection.echoBytes(new byte[10_000]);
            assertTrue(wire.bytesSent() > 10_000 && wire.bytesReceived() > 10_000, wire.bytesSent() + "/" + wire.bytesReceived());
        }
    }

    @Test
    void badEndpointsAndOptionsAreRefused() {
        HessianClient client = new HessianClient();
        assertThrows(IllegalArgumentException.class, () -> client.connect("http://127.0.0.1:1/other", SETTINGS));
        assertThrows(IllegalArgumentException.class, () -> client.connect("tcp://127.0.0.1:1/mwbench", SETTINGS));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> client.connect(
                "http://127.0.0.1:1/mwbench", new ClientSettings(SETTINGS.callTimeout(), Map.of("nosuch", "1"))));
        assertTrue(unknown.getMessage().contains("nosuch"), unknown.getMessage());
    }
}
