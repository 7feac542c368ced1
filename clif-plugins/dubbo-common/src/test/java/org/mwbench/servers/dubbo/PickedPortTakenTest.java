package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * A port the system picked for a Dubbo server may be taken by another socket before Dubbo binds
 * it; the server then binds another one it is given, and only a port the plan named is refused at
 * once. The taken port is a real socket's, and the refusal Dubbo's own.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class PickedPortTakenTest {
    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void aPickedPortTakenMeanwhileIsPickedAgain(DubboWire wire) throws Exception {
        try (ServerSocket other = takenLoopbackPort()) {
            AtomicInteger picks = new AtomicInteger();
            AbstractDubboServer.PortToBind takenFirst = (bind, port) -> picks.getAndIncrement() == 0
                    ? other.getLocalPort() : freePort(bind);
            try (ServerHandle handle = TestClient.server(wire).start(ServerSettings.loopback(), new ReferenceService(),
                         takenFirst);
                 BenchmarkConnection connection = new TestClient(wire).connect(handle.endpoint(),
                         ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
                assertEquals(2, picks.get(), "a second port was picked");
                assertNotEquals(other.getLocalPort(), DubboEndpoint.parse(wire, handle.endpoint()).port());
                assertEquals(27, connection.cube(3));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void aNamedPortTakenIsRefusedWithoutAnotherTry(DubboWire wire) throws Exception {
        try (ServerSocket other = takenLoopbackPort()) {
            AtomicInteger picks = new AtomicInteger();
            AbstractDubboServer.PortToBind counted = (bind, port) -> {
                picks.incrementAndGet();
                return port;
            };
            ServerSettings named = new ServerSettings(ServerSettings.LOOPBACK, other.getLocalPort(),
                    java.util.Map.of());
            Exception refused = assertThrows(Exception.class,
                    () -> TestClient.server(wire).start(named, new ReferenceService(), counted).close());
            assertEquals(1, picks.get(), "one try: " + refused);
            assertTrue(AbstractDubboServer.takenMeanwhile(refused), "Dubbo's refusal says the port is taken: " + refused);
        }
    }

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void aPortTakenEveryTimeFailsAfterTheLastAttempt(DubboWire wire) throws Exception {
        try (ServerSocket other = takenLoopbackPort()) {
            AtomicInteger picks = new AtomicInteger();
            AbstractDubboServer.PortToBind alwaysTaken = (bind, port) -> {
                picks.incrementAndGet();
                return other.getLocalPort();
            };
            Exception refused = assertThrows(Exception.class, () -> TestClient.server(wire)
                    .start(ServerSettings.loopback(), new ReferenceService(), alwaysTaken).close());
            assertEquals(AbstractDubboServer.PICKED_PORT_ATTEMPTS, picks.get(), "every attempt: " + refused);
            assertTrue(AbstractDubboServer.takenMeanwhile(refused), "the last refusal is kept: " + refused);
        }
    }

    private static ServerSocket takenLoopbackPort() throws java.io.IOException {
        ServerSocket socket = new ServerSocket();
        socket.bind(new InetSocketAddress(InetAddress.getByName(ServerSettings.LOOPBACK), 0));
        return socket;
    }

    private static int freePort(InetAddress bind) throws java.io.IOException {
        try (ServerSocket probe = new ServerSocket()) {
            probe.bind(new InetSocketAddress(bind, 0));
            return probe.getLocalPort();
        }
    }
}
