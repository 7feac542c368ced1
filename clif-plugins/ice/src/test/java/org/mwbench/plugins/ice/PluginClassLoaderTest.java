package org.mwbench.plugins.ice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.RejectsNegativeLengths;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ice.IceServer;

/**
 * The plugin as the platform loads it: Ice, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. The thread's context
 * loader stays the test's, which holds other copies of the same classes: Ice must find its
 * generated classes through the loader the plugin gives it, or the typed user exception
 * cannot be unmarshalled.
 */
class PluginClassLoaderTest {

    private static URL jarOf(Class<?> type) {
        return type.getProtectionDomain().getCodeSource().getLocation();
    }

    @Test
    void callsWorkWhenTheProtocolsJarsHaveALoaderOfTheirOwn() throws Exception {
        URL[] runtime = {jarOf(com.zeroc.Ice.Util.class), jarOf(IceServer.class), jarOf(IceClient.class)};
        BenchmarkService failsOnNegatives = new RejectsNegativeLengths();
        try (URLClassLoader plugin = new URLClassLoader("ice-plugin", runtime,
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("ice", plugin);
            MiddlewareClient client = Middlewares.client("ice", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), failsOnNegatives);
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(Duration.ofSeconds(10)))) {
                connection.ping();
                Conformance.assertConforms(connection);
                assertTrue(((WireBytes) connection).bytesReceived() > 65_536, "the echoes were counted");

                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertEquals("org.mwbench.servers.ice.mwbench.ServiceFailure", failure.getClass().getName());
                assertSame(plugin, failure.getClass().getClassLoader());
                assertTrue(failure.toString().contains("no string of -1 characters"), failure.toString());
            }
        }
    }
}
