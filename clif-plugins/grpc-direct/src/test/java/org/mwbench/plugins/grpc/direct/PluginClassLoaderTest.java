package org.mwbench.plugins.grpc.direct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.PluginLoaderCheck;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The {@code plugins/grpc-direct/} folder as the platform loads it, in a URLClassLoader whose
 * parent holds only the contract. The folder holds the gRPC server module, whose service file
 * lists both gRPC servers, and this module's client alone: {@code grpc-direct} and
 * {@code grpc} servers are both found, and exactly one client, so the platform sees one
 * plugin named {@code grpc-direct} and no second {@code grpc}.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class PluginClassLoaderTest {

    static URL[] pluginClassPath() throws Exception {
        return PluginLoaderCheck.pluginClassPath(GrpcDirectClient.class.getProtectionDomain().getCodeSource().getLocation());
    }

    @Test
    void theFolderOffersBothServersAndOneClient() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader("grpc-direct-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            List<String> servers = new ArrayList<>();
            ServiceLoader.load(MiddlewareServer.class, plugin).forEach(server -> servers.add(server.protocol()));
            assertEquals(List.of("grpc", "grpc-direct"), servers);
            List<String> clients = new ArrayList<>();
            ServiceLoader.load(MiddlewareClient.class, plugin).forEach(client -> clients.add(client.protocol()));
            assertEquals(List.of("grpc-direct"), clients);

            // Either server of the folder starts and answers the folder's client.
            for (String protocol : servers) {
                MiddlewareServer server = Middlewares.server(protocol, plugin);
                assertSame(plugin, server.getClass().getClassLoader());
                try (ServerHandle handle = server.start(ServerSettings.loopback(), new ReferenceService());
                     BenchmarkConnection connection = Middlewares.client("grpc-direct", plugin)
                             .connect(handle.endpoint(), ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                    assertEquals(27, connection.cube(3), protocol);
                }
            }
        }
    }

    @Test
    void callsWorkWhenTheProtocolsJarsHaveALoaderOfTheirOwn() throws Exception {
        AtomicReference<String> handlerThread = new AtomicReference<>();
        ForwardingService recording = new ForwardingService() {
            @Override
            public void ping() {
                handlerThread.set(Thread.currentThread().getName());
            }
        };
        try (URLClassLoader plugin = new URLClassLoader("grpc-direct-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("grpc-direct", plugin);
            MiddlewareClient client = Middlewares.client("grpc-direct", plugin);
            assertSame(plugin, client.getClass().getClassLoader());
            assertSame(plugin, plugin.loadClass("io.grpc.ManagedChannel").getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), recording);
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                connection.ping();
                assertTrue(handlerThread.get().startsWith("grpc-default-worker-ELG"),
                        "the handler ran on the server's event loop: " + handlerThread.get());
                Conformance.assertConforms(connection);
            }
        }
    }
}
