package org.mwbench.plugins.avro;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.net.URLClassLoader;
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
        return PluginLoaderCheck.pluginClassPath(AvroClient.class.getProtectionDomain().getCodeSource().getLocation());
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsAnotherAvro() throws Exception {
        callThroughALoaderOfItsOwn();
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsNoAvro() throws Exception {
        PluginLoaderCheck.withContractOnlyContextLoader(getClass().getClassLoader(), this::callThroughALoaderOfItsOwn);
    }

    private void callThroughALoaderOfItsOwn() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader("avro-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            assertSame(plugin, plugin.loadClass("org.apache.avro.ipc.netty.NettyTransceiver").getClassLoader());
            PluginLoaderCheck.assertCallsWork(plugin, "avro", "org.apache.avro.AvroRuntimeException");
        }
    }
}
