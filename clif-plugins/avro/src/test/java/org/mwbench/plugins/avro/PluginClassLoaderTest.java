package org.mwbench.plugins.avro;

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
import org.junit.jupiter.api.Timeout;
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
 * The plugin as the platform loads it: Avro, Netty, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. Avro finds the generated
 * records by name (its {@code ClassUtils}: the given loader, then the thread's context loader);
 * the conformance check's records must come from the plugin's loader whether the context loader
 * holds another copy of Avro (the test's own class path) or none.
 */
@Timeout(120)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class PluginClassLoaderTest {
    /** The plugin folder's jars: this module's classes and its run-time dependencies. */
    static URL[] pluginClassPath() throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(AvroClient.class.getProtectionDomain().getCodeSource().getLocation());
        String dependencies = Files.readString(Path.of("target", "plugin-class-path.txt")).trim();
        for (String entry : dependencies.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return urls.toArray(new URL[0]);
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsAnotherAvro() throws Exception {
        callThroughALoaderOfItsOwn();
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsNoAvro() throws Exception {
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
        try (URLClassLoader plugin = new URLClassLoader("avro-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("avro", plugin);
            MiddlewareClient client = Middlewares.client("avro", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            assertSame(plugin, plugin.loadClass("org.apache.avro.ipc.netty.NettyTransceiver").getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), new RejectsNegativeLengths());
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
                Conformance.assertConforms(connection);
                assertTrue(((WireBytes) connection).bytesReceived() > 65_536, "the echoes were counted");

                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertEquals("org.apache.avro.AvroRuntimeException", failure.getClass().getName());
                assertSame(plugin, failure.getClass().getClassLoader());
                assertTrue(failure.getMessage().contains("no string of -1 characters"), failure.getMessage());
            }
        }
    }
}
