package org.mwbench.plugins.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.RejectsNegativeLengths;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;

/**
 * The plugin as the platform loads it: libthrift, the server module and this client in a
 * URLClassLoader of their own, whose parent lends only what the platform's does (the contract
 * and SLF4J, which the plugin folder leaves out). Thrift looks nothing up by ServiceLoader or
 * the context class loader, so this checks that the folder's jars are all it needs.
 */
@Timeout(60)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class PluginClassLoaderTest {
    /** The plugin folder's jars: this module's classes and its run-time dependencies but SLF4J's API. */
    private static URL[] pluginClassPath() throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(ThriftClient.class.getProtectionDomain().getCodeSource().getLocation());
        String dependencies = Files.readString(Path.of("target", "plugin-class-path.txt")).trim();
        for (String entry : dependencies.split(File.pathSeparator)) {
            if (!Path.of(entry).getFileName().toString().startsWith("slf4j-api")) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        return urls.toArray(new URL[0]);
    }

    /** The platform's share: the contract and SLF4J from the test's class path, nothing else. */
    private static final class PlatformShare extends ClassLoader {
        private final ClassLoader lender;

        PlatformShare(ClassLoader lender) {
            super("platform-share", ClassLoader.getPlatformClassLoader());
            this.lender = lender;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (name.startsWith("org.mwbench.contract.") || name.startsWith("org.slf4j.")) {
                return lender.loadClass(name);
            }
            throw new ClassNotFoundException(name + " is not shared by the platform");
        }
    }

    @Test
    void bothRowsWorkFromTheFoldersJarsAlone() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader("thrift-plugin", pluginClassPath(),
                new PlatformShare(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("thrift", plugin);
            MiddlewareClient client = Middlewares.client("thrift", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            assertSame(plugin, plugin.loadClass("org.apache.thrift.server.TThreadPoolServer").getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), new RejectsNegativeLengths());
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                Conformance.assertConforms(connection);
                assertTrue(((WireBytes) connection).bytesReceived() > 65_536, "the echoes were counted");
                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertEquals("org.mwbench.servers.thrift.generated.ServiceFailure", failure.getClass().getName());
                assertSame(plugin, failure.getClass().getClassLoader());
                assertTrue(failure.getMessage().contains("no string of -1 characters"), failure.getMessage());
            }
        }
    }
}
