package org.mwbench.plugins.ice.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.ServiceLimits;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ice.cpp.IceCppServer;
import org.mwbench.servers.nativechild.RunningNativeServer;

/** The Ice C++ server: conformance from the Java Ice client, its knobs, its end, a kill. */
class IceCppServerTest {
    private static RunningNativeServer start(Map<String, String> options) throws Exception {
        return (RunningNativeServer) new IceCppServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options),
                new ReferenceService());
    }

    private static BenchmarkConnection connect(RunningNativeServer server) throws Exception {
        return new IceCppJavaClient().connect(server.endpoint(), ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL));
    }

    @Test
    void theJavaIceClientConforms() throws Exception {
        try (RunningNativeServer server = start(Map.of()); BenchmarkConnection connection = connect(server)) {
            assertTrue(server.endpoint().startsWith("mwbench:tcp -h 127.0.0.1 -p "), server.endpoint());
            Conformance.assertConforms(connection);
        }
    }

    @Test
    void wireBytesAreCountedOnTheJavaSide() throws Exception {
        try (RunningNativeServer server = start(Map.of()); BenchmarkConnection connection = connect(server)) {
            WireBytes wire = (WireBytes) connection;
            long sent = wire.bytesSent();
            long received = wire.bytesReceived();
            connection.ping();
            assertTrue(wire.bytesSent() > sent && wire.bytesReceived() > received, "a ping's bytes are counted");
        }
    }

    @Test
    void sizesAboveTheLimitsGetAnErrorAndTheConnectionGoesOn() throws Exception {
        try (RunningNativeServer server = start(Map.of()); BenchmarkConnection connection = connect(server)) {
            Exception refused = assertThrows(Exception.class, () -> connection.getItems(ServiceLimits.MAX_ITEMS + 1));
            assertTrue(refused.toString().contains("limit"), refused.toString());
            assertThrows(Exception.class, () -> connection.getString(-1));
            assertEquals(27, connection.cube(3));
        }
    }

    @Test
    void theKnobsAreSetAndRecorded() throws Exception {
        try (RunningNativeServer server = start(Map.of("threads", "3", "backlog", "64"));
             BenchmarkConnection connection = connect(server)) {
            assertEquals(8, connection.stamp(8));
            assertEquals("3", server.configuration().get("Ice.ThreadPool.Server.Size"));
            assertEquals("64", server.configuration().get("Ice.TCP.Backlog"));
            assertEquals("pool", server.configuration().get("threading"));
        }
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> start(Map.of("threading", "per-connection")));
        assertTrue(refused.getMessage().contains("pool"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> start(Map.of("queue", "5")));
    }

    @Test
    void aKilledServersCallsFailWithinTheTimeoutAndCloseLeavesNoChild() throws Exception {
        RunningNativeServer server = start(Map.of());
        // The answered timeout: the ping before the kill must be answered, however loaded the
        // machine; the calls after it fail on the dead connection, not by the timeout, and the
        // guard lets each run its whole timeout all the same.
        try (BenchmarkConnection connection = connect(server)) {
            connection.ping();
            ProcessHandle.of(server.pid()).ifPresent(p -> {
                p.destroyForcibly();
                p.onExit().join();
            });
            for (int i = 0; i < 3; i++) {
                assertTimeoutPreemptively(LoadedMachine.hangGuard(LoadedMachine.ANSWERED_CALL),
                        () -> assertThrows(Exception.class, connection::ping));
            }
        } finally {
            server.close();
        }
        RunningNativeServer second = start(Map.of());
        long pid = second.pid();
        second.close();
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "child " + pid + " is gone");
    }
}
