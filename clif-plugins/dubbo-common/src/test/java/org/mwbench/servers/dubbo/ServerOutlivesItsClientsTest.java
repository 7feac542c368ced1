package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * A server still serves after a client in its JVM has closed, as in a server blade, whose own
 * check connects to its server and disconnects: Dubbo's triple protocol closed every triple
 * server of its class loader when any framework, a client's included, was destroyed. And the
 * server's own close still frees its port.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ServerOutlivesItsClientsTest {

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void aSecondClientIsServedAfterTheFirstClosed(DubboWire wire) throws Exception {
        int port;
        try (ServerHandle handle = TestClient.server(wire).start(ServerSettings.loopback(), new ReferenceService())) {
            port = DubboEndpoint.parse(wire, handle.endpoint()).port();
            for (int client = 1; client <= 2; client++) {
                try (BenchmarkConnection connection = new TestClient(wire).connect(handle.endpoint(),
                        ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
                    assertEquals(27, connection.cube(3), "client " + client);
                }
            }
        }
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
    }
}
