package org.mwbench.plugins.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.mwbench.contract.middleware.PluginLoaderTestKit;

/**
 * The plugin as the platform loads it: gRPC, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. gRPC finds some of its
 * parts with ServiceLoader; the plugin builds its channel and server with the Netty builders,
 * so nothing must be looked up through the thread's context loader, neither when that one
 * holds another copy of gRPC (the test's own class path) nor when it holds none.
 */
class PluginClassLoaderTest extends PluginLoaderTestKit {
    private static final String EPOLL = "io.grpc.netty.shaded.io.netty.channel.epoll.Epoll";

    @Override
    protected String protocol() {
        return "grpc";
    }

    @Override
    protected Class<?> pluginClass() {
        return GrpcClient.class;
    }

    @Override
    protected String libraryClass() {
        return "io.grpc.ManagedChannel";
    }

    @Override
    protected String failureClass() {
        return "io.grpc.StatusRuntimeException";
    }

    /**
     * Netty's native epoll library loads once per class loader: the plugin gets the same
     * transport as the test's own copy of gRPC, not a silent fallback to NIO.
     */
    @Override
    protected void checkPluginLoader(ClassLoader plugin) throws Exception {
        assertEquals(epollAvailable(getClass().getClassLoader()), epollAvailable(plugin));
    }

    private static boolean epollAvailable(ClassLoader loader) throws Exception {
        return (Boolean) loader.loadClass(EPOLL).getMethod("isAvailable").invoke(null);
    }
}
