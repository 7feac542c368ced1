package org.mwbench.plugins.avro;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.PluginLoaderCheck;

/**
 * The plugin as the platform loads it: Avro, Netty, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. Avro finds the generated
 * records by name (its {@code ClassUtils}: the given loader, then the thread's context loader);
 * the conformance check's records must come from the plugin's loader whether the context loader
 * holds another copy of Avro (the test's own class path) or none.
 */
@Timeout(120)
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
            assertSame(plugin, plugin.loadClass("org.apache.avro.ipc.netty.NettyTransceiver").getClassLoader());
            PluginLoaderCheck.assertCallsWork(plugin, "avro", "org.apache.avro.AvroRuntimeException");
        }
    }
}
