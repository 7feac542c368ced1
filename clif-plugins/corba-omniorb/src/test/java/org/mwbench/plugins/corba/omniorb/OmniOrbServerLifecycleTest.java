package org.mwbench.plugins.corba.omniorb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.ServiceLimits;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.StandaloneServer;
import org.mwbench.servers.corba.omniorb.OmniOrbServer;
import org.mwbench.servers.nativechild.RunningNativeServer;

/** The omniORB child process: started, configured, killed, and never left behind. */
class OmniOrbServerLifecycleTest {
    private static RunningNativeServer start(Map<String, String> options) throws Exception {
        return (RunningNativeServer) new OmniOrbServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0, options),
                new ReferenceService());
    }

    @Test
    void closingEndsTheChild() throws Exception {
        RunningNativeServer server = start(Map.of());
        long pid = server.pid();
        assertTrue(ProcessHandle.of(pid).isPresent());
        server.close();
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "child " + pid + " is gone");
        server.close(); // twice is safe
    }

    @Test
    void aKilledServersCallsFailWithinTheTimeout() throws Exception {
        // The answered timeout: the ping before the kill must be answered, however loaded the
        // machine; the calls after it fail on the dead connection, not by the timeout, and the
        // guard lets each run its whole timeout all the same.
        try (RunningNativeServer server = start(Map.of());
             BenchmarkConnection connection = new OmniOrbJacorbClient().connect(server.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            connection.ping();
            ProcessHandle.of(server.pid()).orElseThrow().destroyForcibly();
            ProcessHandle.of(server.pid()).ifPresent(p -> p.onExit().join());
            for (int i = 0; i < 3; i++) {
                assertTimeoutPreemptively(LoadedMachine.hangGuard(LoadedMachine.ANSWERED_CALL),
                        () -> assertThrows(Exception.class, connection::ping));
            }
        }
    }

    @Test
    void theThreadingModelIsSetAndRecorded() throws Exception {
        try (RunningNativeServer pool = start(Map.of("threading", "pool", "threads", "8"));
             BenchmarkConnection connection = new OmniOrbJacorbClient().connect(pool.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            assertEquals(27, connection.cube(3));
            Map<String, String> configuration = pool.configuration();
            assertEquals("pool", configuration.get("threading"));
            assertEquals("0", configuration.get("omniORB.threadPerConnectionPolicy"));
            assertEquals("8", configuration.get("threads"));
            assertEquals("8", configuration.get("omniORB.maxServerThreadPoolSize"));
        }
        try (RunningNativeServer perConnection = start(Map.of())) {
            assertEquals("per-connection", perConnection.configuration().get("threading"));
            assertEquals("1", perConnection.configuration().get("omniORB.threadPerConnectionPolicy"));
        }
    }

    @Test
    void badOptionsAreRefusedByName() {
        IllegalArgumentException threading = assertThrows(IllegalArgumentException.class,
                () -> start(Map.of("threading", "fibers")));
        assertTrue(threading.getMessage().contains("threading"), threading.getMessage());
        IllegalArgumentException backlog = assertThrows(IllegalArgumentException.class,
                () -> start(Map.of("backlog", "10")));
        assertTrue(backlog.getMessage().contains("backlog"), backlog.getMessage());
    }

    @Test
    void aBusyPortFailsTheStartWithOmniOrbsMessage() throws Exception {
        try (ServerSocket busy = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Exception failure = assertThrows(Exception.class, () -> new OmniOrbServer().start(
                    new ServerSettings(ServerSettings.LOOPBACK, busy.getLocalPort(), Map.of()), new ReferenceService()));
            assertTrue(failure.getMessage().contains("mwbench-omniorb-server"), failure.getMessage());
        }
    }

    @Test
    void sizesAboveTheLimitsGetAnErrorAndTheConnectionGoesOn() throws Exception {
        try (RunningNativeServer server = start(Map.of());
             BenchmarkConnection connection = new OmniOrbJacorbClient().connect(server.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            assertThrows(Exception.class, () -> connection.getString(ServiceLimits.MAX_STRING_LENGTH + 1));
            assertThrows(Exception.class, () -> connection.getItems(-1));
            assertThrows(Exception.class, () -> connection.getCustomers("rep-7", ServiceLimits.MAX_CUSTOMERS + 1));
            assertThrows(Exception.class, () -> connection.echoBytes(new byte[ServiceLimits.MAX_ECHO_BYTES + 1]));
            assertEquals(ServiceLimits.MAX_STRING_LENGTH, connection.getString(ServiceLimits.MAX_STRING_LENGTH).length());
        }
    }

    /** The child dies with its JVM, however the JVM dies: here kill -9 of a JVM running {@code mwbench server}'s StandaloneServer. */
    @Test
    void theChildDiesWithAKilledJvm() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process jvm = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                StandaloneServer.class.getName(), OmniOrbServer.PROTOCOL, "0", ServerSettings.LOOPBACK)
                .redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8));
            String line = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                String read;
                while ((read = out.readLine()) != null && !read.startsWith(StandaloneServer.ENDPOINT_PREFIX)) {
                    // skip logs
                }
                return read;
            });
            assertTrue(line != null && line.contains("IOR:"), "the child JVM printed " + line);
            List<ProcessHandle> children = jvm.toHandle().children().toList();
            assertEquals(1, children.size(), "one native child: " + children);
            ProcessHandle server = children.get(0);
            jvm.destroyForcibly().waitFor();
            Optional<ProcessHandle> left = ProcessHandle.of(server.pid());
            assertTimeoutPreemptively(LoadedMachine.HANG_GUARD, () -> left.ifPresent(p -> p.onExit().join()));
            assertFalse(server.isAlive(), "the native server " + server.pid() + " outlived its JVM");
        } finally {
            jvm.destroyForcibly();
        }
    }
}
