package org.mwbench.plugins.ice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.ice.IceServer;
import org.mwbench.servers.ice.mwbench.ServiceFailure;

/** What the shared kit does not check for the Ice client: connecting is bounded too, and errors are Ice's. */
class IceClientTest {
    /** For calls that must time out. */
    private static final Duration TIMEOUT = Duration.ofMillis(500);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeout here and 30 s at least.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);
    /**
     * For calls that must be answered, or fail for another reason than time (a refusal, a malformed
     * endpoint, an unknown option): only a hang guard, since on a loaded machine a first call,
     * loading classes, may take seconds.
     */
    private static final Duration ANSWERED = LoadedMachine.ANSWERED_CALL;

    @Test
    void aListenerThatNeverAnswersCannotHangTheConnect() throws Exception {
        // The kernel completes the TCP handshake; nobody ever sends Ice's connection validation.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = "mwbench:tcp -h 127.0.0.1 -p " + silent.getLocalPort();
            Exception failure = assertTimeoutPreemptively(HANG_GUARD,
                    () -> assertThrows(Exception.class,
                            () -> new IceClient().connect(endpoint, ClientSettings.withTimeout(TIMEOUT)).close()));
            assertEquals("com.zeroc.Ice.InvocationTimeoutException", failure.getClass().getName());
        }
    }

    @Test
    void aClosedPortIsRefusedWithIcesException() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        String endpoint = "mwbench:tcp -h 127.0.0.1 -p " + port;
        assertThrows(com.zeroc.Ice.ConnectionRefusedException.class,
                () -> new IceClient().connect(endpoint, ClientSettings.withTimeout(ANSWERED)).close());
    }

    @Test
    void aMalformedEndpointIsRefusedWithIcesParseException() {
        assertThrows(com.zeroc.Ice.EndpointParseException.class,
                () -> new IceClient().connect("mwbench:tcp -h", ClientSettings.withTimeout(ANSWERED)).close());
    }

    @Test
    void anotherIdentityIsReportedByIce() throws Exception {
        try (ServerHandle handle = new IceServer().start(ServerSettings.loopback(), new ReferenceService())) {
            String elsewhere = handle.endpoint().replaceFirst("^mwbench:", "nobody:");
            assertThrows(com.zeroc.Ice.ObjectNotExistException.class,
                    () -> new IceClient().connect(elsewhere, ClientSettings.withTimeout(ANSWERED)).close());
        }
    }

    @Test
    void unknownClientOptionsAreRefused() {
        ClientSettings settings = new ClientSettings(ANSWERED, Map.of("no-such-option", "1"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new IceClient().connect("mwbench:tcp -h 127.0.0.1 -p 1", settings).close());
        assertTrue(refused.getMessage().contains("no-such-option"), refused.getMessage());
    }

    @Test
    void aServiceFailureArrivesTyped() throws Exception {
        BenchmarkService failing = new ForwardingService() {
            @Override
            public long cube(long x) {
                throw new ArithmeticException("cube of " + x + " refused");
            }
        };
        try (ServerHandle handle = new IceServer().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = new IceClient().connect(handle.endpoint(),
                     ClientSettings.withTimeout(ANSWERED))) {
            ServiceFailure failure = assertThrows(ServiceFailure.class, () -> connection.cube(3));
            assertTrue(failure.reason.contains("cube of 3 refused"), failure.reason);
            assertEquals(8L, connection.stamp(8L), "the connection still serves");
        }
    }
}
