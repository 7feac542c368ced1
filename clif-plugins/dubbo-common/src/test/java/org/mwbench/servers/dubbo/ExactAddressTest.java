package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.dubbo.ProcNetTcp.TcpSocket;

/**
 * A server asked for a loopback address listens on that address alone, not the wildcard Dubbo
 * would bind, and a client dials the endpoint's address, not the host's own one Dubbo would put
 * in its place: as the kernel sees them ({@code /proc/net/tcp}), for both protocols, for
 * {@code 127.0.0.1} and for another address of {@code 127.0.0.0/8}.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ExactAddressTest {

    static Stream<Arguments> wiresAndAddresses() {
        return Stream.of(DubboWire.values())
                .flatMap(wire -> Stream.of(Arguments.of(wire, "127.0.0.1"), Arguments.of(wire, "127.0.0.2")));
    }

    @ParameterizedTest
    @MethodSource("wiresAndAddresses")
    @SuppressWarnings("try") // close() of the contract interfaces declares Exception; it propagates
    void serverListensOnTheAddressAskedForAndTheClientDialsIt(DubboWire wire, String address) throws Exception {
        Assumptions.assumeTrue(Files.exists(Path.of("/proc/net/tcp")), "Linux's socket tables");
        InetAddress asked = InetAddress.getByName(address);
        try (ServerHandle handle = TestClient.server(wire).start(new ServerSettings(address, 0, Map.of()),
                new ReferenceService())) {
            int port = DubboEndpoint.parse(wire, handle.endpoint()).port();
            assertEquals(Set.of(asked), addresses(port, ProcNetTcp.LISTEN, TcpSocket::local, TcpSocket::localPort),
                    "listeners on port " + port);
            try (BenchmarkConnection connection = new TestClient(wire).connect(handle.endpoint(),
                    ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
                assertEquals(27, connection.cube(3));
                assertEquals(Set.of(asked), addresses(port, ProcNetTcp.ESTABLISHED, TcpSocket::remote,
                        TcpSocket::remotePort), "where the client's connections to port " + port + " go");
            }
        }
    }

    private static Set<InetAddress> addresses(int port, int state,
            java.util.function.Function<TcpSocket, InetAddress> address,
            java.util.function.ToIntFunction<TcpSocket> portOf) throws Exception {
        List<TcpSocket> matching = ProcNetTcp.sockets().stream()
                .filter(socket -> socket.state() == state && portOf.applyAsInt(socket) == port)
                .toList();
        assertFalse(matching.isEmpty(), "a socket in state " + state + " on port " + port);
        return matching.stream().map(address).collect(Collectors.toSet());
    }
}
