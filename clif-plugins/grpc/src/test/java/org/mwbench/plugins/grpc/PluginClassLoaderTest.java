package org.mwbench.plugins.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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

/**
 * The plugin as the platform loads it: gRPC, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. gRPC finds some of its
 * parts with ServiceLoader; the plugin builds its channel and server with the Netty builders,
 * so nothing must be looked up through the thread's context loader, neither when that one
 * holds another copy of gRPC (the test's own class path) nor when it holds none.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class PluginClassLoaderTest {
    private static final String EPOLL = "io.grpc.netty.shaded.io.netty.channel.epoll.Epoll";

    /** The plugin folder's jars: this module's classes and its run-time dependencies. */
    static URL[] pluginClassPath() throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(GrpcClient.class.getProtectionDomain().getCodeSource().getLocation());
        String dependencies = Files.readString(Path.of("target", "plugin-class-path.txt")).trim();
        for (String entry : dependencies.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return urls.toArray(new URL[0]);
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsAnotherGrpc() throws Exception {
        callThroughALoaderOfItsOwn();
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsNoGrpc() throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(new ContractOnlyLoader(getClass().getClassLoader()));
        try {
            callThroughALoaderOfItsOwn();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private void callThroughALoaderOfItsOwn() throws Exception {
        BenchmarkService failsOnNegatives = new RejectsNegativeLengths();
        try (URLClassLoader plugin = new URLClassLoader("grpc-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("grpc", plugin);
            MiddlewareClient client = Middlewares.client("grpc", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            assertSame(plugin, plugin.loadClass("io.grpc.ManagedChannel").getClassLoader());
            // Netty's native epoll library loads once per class loader: the plugin gets the same
            // transport as the test's own copy of gRPC, not a silent fallback to NIO.
            assertEquals(epollAvailable(getClass().getClassLoader()), epollAvailable(plugin));
            try (ServerHandle handle = server.start(ServerSettings.loopback(), failsOnNegatives);
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(Duration.ofSeconds(10)))) {
                connection.ping();
                Conformance.assertConforms(connection);
                assertTrue(((WireBytes) connection).bytesReceived() > 65_536, "the echoes were counted");

                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertEquals("io.grpc.StatusRuntimeException", failure.getClass().getName());
                assertSame(plugin, failure.getClass().getClassLoader());
                assertTrue(failure.getMessage().contains("no string of -1 characters"), failure.getMessage());
            }
        }
    }

    private static boolean epollAvailable(ClassLoader loader) throws Exception {
        return (Boolean) loader.loadClass(EPOLL).getMethod("isAvailable").invoke(null);
    }
}
