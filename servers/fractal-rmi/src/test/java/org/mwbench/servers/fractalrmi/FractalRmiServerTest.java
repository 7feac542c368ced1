package org.mwbench.servers.fractalrmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.fractalrmi.orb.Orb;
import org.objectweb.fractal.api.Component;

/** The server on its own: its endpoint, its registry, a plain Fractal RMI client of it, its close. */
@SuppressWarnings("try") // the contract's close() declares Exception
class FractalRmiServerTest {

    @Test
    void theEndpointIsAFractalRmiUriOnTheBindAddress() throws Exception {
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService())) {
            FractalRmiEndpoint endpoint = FractalRmiEndpoint.parse(handle.endpoint());
            assertTrue(handle.endpoint().matches("frmi://127\\.0\\.0\\.1:\\d+/mwbench\\.BenchmarkService"),
                    handle.endpoint());
            assertEquals(BenchmarkService.NAME, endpoint.name());
        }
    }

    @Test
    void aFractalRmiClientLooksTheComponentUpAndCallsIt() throws Exception {
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService());
             Orb orb = Orb.start(getClass().getClassLoader(), ServerSettings.LOOPBACK, 2_000)) {
            FractalRmiEndpoint endpoint = FractalRmiEndpoint.parse(handle.endpoint());
            Component component = orb.registry(endpoint.host(), endpoint.port()).lookup(endpoint.name());
            assertNotNull(component, "the component registered under " + endpoint.name());
            FractalBenchmark benchmark = (FractalBenchmark) component.getFcInterface("benchmark");
            benchmark.ping();
            assertEquals(27L, benchmark.cube(3));
        }
    }

    @Test
    void closingFreesThePort() throws Exception {
        ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService());
        FractalRmiEndpoint endpoint = FractalRmiEndpoint.parse(handle.endpoint());
        handle.close();
        handle.close();
        PortChecks.assertBindable(endpoint.host(), endpoint.port());
        try (ServerHandle again = new FractalRmiServer().start(
                new ServerSettings(ServerSettings.LOOPBACK, endpoint.port(), java.util.Map.of()), new ReferenceService())) {
            assertEquals(endpoint.port(), FractalRmiEndpoint.parse(again.endpoint()).port());
        }
    }
}
