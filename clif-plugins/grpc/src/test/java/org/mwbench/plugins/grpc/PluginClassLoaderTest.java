package org.mwbench.plugins.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.PluginLoaderCheck;

/**
 * The plugin as the platform loads it: gRPC, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. gRPC finds some of its
 * parts with ServiceLoader; the plugin builds its channel and server with the Netty builders,
 * so nothing must be looked up through the thread's context loader, neither when that one
 * holds another copy of gRPC (the test's own class path) nor when it holds none.
 */
class PluginClassLoaderTest {
    private static final String EPOLL = "io.grpc.netty.shaded.io.netty.channel.epoll.Epoll";

    /** The plugin folder's jars: this module's classes and its run-time dependencies. */
    static URL[] pluginClassPath() throws Exception {
        return PluginLoaderCheck.pluginClassPath(GrpcClient.class.getProtectionDomain().getCodeSource().getLocation());
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsAnotherGrpc() throws Exception {
        callThroughALoaderOfItsOwn();
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsNoGrpc() throws Exception {
        PluginLoaderCheck.withContractOnlyContextLoader(getClass().getClassLoader(), this::callThroughALoaderOfItsOwn);
    }

    private void callThroughALoaderOfItsOwn() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader("grpc-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            assertSame(plugin, plugin.loadClass("io.grpc.ManagedChannel").getClassLoader());
            // Netty's native epoll library loads once per class loader: the plugin gets the same
            // transport as the test's own copy of gRPC, not a silent fallback to NIO.
            assertEquals(epollAvailable(getClass().getClassLoader()), epollAvailable(plugin));
            PluginLoaderCheck.assertCallsWork(plugin, "grpc", "io.grpc.StatusRuntimeException");
        }
    }

    private static boolean epollAvailable(ClassLoader loader) throws Exception {
        return (Boolean) loader.loadClass(EPOLL).getMethod("isAvailable").invoke(null);
    }
}
