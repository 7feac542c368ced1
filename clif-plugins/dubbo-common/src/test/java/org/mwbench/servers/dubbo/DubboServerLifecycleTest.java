package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * What a Dubbo server and client leave behind: the one service file names both servers; while a
 * server runs, Dubbo's QoS port is not taken; once server and client are closed, the server's port
 * can be bound again and no thread they started is left that would keep the JVM alive.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class DubboServerLifecycleTest {
    /** Dubbo's QoS server's default port, which it opens unless told not to. */
    private static final int QOS_PORT = 22222;
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Test
    void oneServiceFileNamesBothServers() {
        ClassLoader loader = getClass().getClassLoader();
        assertInstanceOf(DubboServer.class, Middlewares.server("dubbo", loader));
        assertInstanceOf(DubboTriServer.class, Middlewares.server("dubbo-tri", loader));
    }

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void closeFreesThePortAndEveryThreadThatWouldHoldTheJvm(DubboWire wire) throws Exception {
        Assumptions.assumeTrue(bindable(QOS_PORT), "something else holds port " + QOS_PORT);
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        int port;
        try (ServerHandle handle = TestClient.server(wire).start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new TestClient(wire).connect(handle.endpoint(),
                     ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
            port = DubboEndpoint.parse(wire, handle.endpoint()).port();
            assertEquals(27, connection.cube(3));
            assertTrue(bindable(QOS_PORT), "Dubbo's QoS server is off: port " + QOS_PORT + " is free");
        }
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
        List<Thread> left = awaitNoNewNonDaemonThread(before);
        assertTrue(left.isEmpty(), "non-daemon threads left by Dubbo: " + left);
    }

    private static List<Thread> awaitNoNewNonDaemonThread(Set<Thread> before) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        List<Thread> left;
        do {
            left = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> !before.contains(thread) && thread.isAlive() && !thread.isDaemon())
                    .collect(Collectors.toList());
            if (left.isEmpty()) {
                break;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        System.out.println("threads left after close (daemons included): " + Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> !before.contains(thread)).map(Thread::getName).sorted().collect(Collectors.toList()));
        return left;
    }

    private static boolean bindable(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName(ServerSettings.LOOPBACK), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
