package org.mwbench.servers.ice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zeroc.Ice.Communicator;
import com.zeroc.Ice.InitializationData;
import com.zeroc.Ice.Util;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.ice.mwbench.BenchmarkPrx;
import org.mwbench.servers.ice.mwbench.ServiceFailure;

/**
 * What the shared kit does not check for Ice: the endpoint is a plain proxy string any Ice
 * client takes, close frees the port even while a servant is stuck, the busy-port failure
 * is Ice's own, the {@code threads} option, and service failures reaching the client typed.
 * Calls here go through the generated proxy directly, without the client plugin.
 */
class IceServerTest {
    /**
     * The proxies' invocation timeout: every call a test waits for must be answered, so it is only
     * a hang guard; a loaded machine may make the first call take seconds.
     */
    private static final int TIMEOUT_MILLIS = Math.toIntExact(LoadedMachine.ANSWERED_CALL.toMillis());

    private Communicator client;

    @BeforeEach
    void startClient() {
        InitializationData init = new InitializationData();
        init.properties = Util.createProperties();
        SliceMapping.configure(init.properties);
        client = Util.initialize(init);
    }

    @AfterEach
    void stopClient() {
        client.destroy();
    }

    private BenchmarkPrx proxy(ServerHandle handle) {
        return BenchmarkPrx.checkedCast(client.stringToProxy(handle.endpoint()).ice_invocationTimeout(TIMEOUT_MILLIS));
    }

    private static int port(ServerHandle handle) {
        return Integer.parseInt(handle.endpoint().substring(handle.endpoint().lastIndexOf(" -p ") + 4));
    }

    private static void assertPortIsFree(int port) throws Exception {
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
    }

    @Test
    void theEndpointIsAPlainProxyStringThatAnyIceClientTakes() throws Exception {
        try (ServerHandle handle = new IceServer().start(ServerSettings.loopback(), new ReferenceService())) {
            assertTrue(handle.endpoint().matches("mwbench:tcp -h 127\\.0\\.0\\.1 -p [1-9][0-9]*"), handle.endpoint());
            BenchmarkPrx proxy = proxy(handle);
            proxy.ice_ping();
            assertEquals(27L, proxy.cube(3));
        }
    }

    @Test
    void aGivenPortIsTheOneListenedOn() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        try (ServerHandle handle = new IceServer().start(new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()),
                new ReferenceService())) {
            assertEquals("mwbench:tcp -h 127.0.0.1 -p " + port, handle.endpoint());
        }
    }

    @Test
    void closeFreesThePortAndCanBeRepeated() throws Exception {
        ServerHandle handle = new IceServer().start(ServerSettings.loopback(), new ReferenceService());
        proxy(handle).ping();
        handle.close();
        handle.close();
        assertPortIsFree(port(handle));
    }

    @Test
    void aStuckServantCannotHangClose() throws Exception {
        CountDownLatch dispatched = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        BenchmarkService stuck = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                dispatched.countDown();
                release.await(); // until interrupted, or released after the test: past the hang guard
            }
        };
        // One dispatch thread, and it is the stuck one: the acceptor must close all the same.
        ServerHandle handle = new IceServer().start(
                new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("threads", "1")), stuck);
        closeReturnsWhileThePingIsStuck(handle, dispatched, release);
    }

    @Test
    void aServantThatIgnoresInterruptsStillLetsCloseReturn() throws Exception {
        CountDownLatch dispatched = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        BenchmarkService deaf = new ForwardingService() {
            @Override
            public void ping() {
                dispatched.countDown();
                while (release.getCount() > 0) {
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        // deaf to interrupts, as a servant stuck in a loop or in blocking I/O is
                    }
                }
            }
        };
        ServerHandle handle = new IceServer().start(ServerSettings.loopback(), deaf);
        // The default pool has threads besides the deaf one: another of them closes the acceptor.
        closeReturnsWhileThePingIsStuck(handle, dispatched, release);
    }

    /**
     * Sends a ping the servant gets stuck in ({@code dispatched} says it is there, {@code release}
     * lets it go), then closes: close must return within its grace and free the port all the same.
     */
    private void closeReturnsWhileThePingIsStuck(ServerHandle handle, CountDownLatch dispatched, CountDownLatch release)
            throws Exception {
        try {
            proxy(handle).pingAsync();
            assertTrue(dispatched.await(LoadedMachine.HANG_GUARD_SECONDS, TimeUnit.SECONDS), "the ping was dispatched");
            // The servant stays stuck past this guard: a close that waited for it would fail here.
            assertTimeoutPreemptively(LoadedMachine.hangGuard(Duration.ofMillis(2 * RunningIceServer.GRACE_MILLIS)), handle::close);
            assertPortIsFree(port(handle));
        } finally {
            release.countDown();
            handle.close();
        }
    }

    @Test
    void aBusyPortFailsWithIcesOwnException() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, taken.getLocalPort(), Map.of());
            com.zeroc.Ice.SocketException failure = assertThrows(com.zeroc.Ice.SocketException.class,
                    () -> new IceServer().start(settings, new ReferenceService()).close());
            assertInstanceOf(BindException.class, failure.getCause());
        }
    }

    @Test
    void theThreadsOptionTakesAPositiveSize() throws Exception {
        try (ServerHandle handle = new IceServer().start(
                new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("threads", "2")), new ReferenceService())) {
            assertEquals(8L, proxy(handle).cube(2));
        }
        for (String bad : new String[] {"0", "-1", "many"}) {
            ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("threads", bad));
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> new IceServer().start(settings, new ReferenceService()).close());
            assertTrue(refused.getMessage().contains("threads"), refused.getMessage());
        }
    }

    @Test
    void aServiceFailureReachesTheClientWithItsMessage() throws Exception {
        BenchmarkService failing = new ForwardingService() {
            @Override
            public String getString(int n) {
                throw new IllegalStateException("no string of " + n + " today");
            }
        };
        try (ServerHandle handle = new IceServer().start(ServerSettings.loopback(), failing)) {
            ServiceFailure failure = assertThrows(ServiceFailure.class, () -> proxy(handle).getString(5));
            assertTrue(failure.reason.contains("no string of 5 today"), failure.reason);
        }
    }
}
