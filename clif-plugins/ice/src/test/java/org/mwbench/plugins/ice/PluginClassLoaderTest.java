package org.mwbench.plugins.ice;

import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.PluginLoaderCheck;
import org.mwbench.plugins.ice.common.AbstractIceClient;
import org.mwbench.servers.ice.IceServer;

/**
 * The plugin as the platform loads it: Ice, the server module, the shared client (ice-common)
 * and this client in a URLClassLoader of their own, whose parent holds only the contract. The
 * thread's context loader stays the test's, which holds other copies of the same classes: Ice
 * must find its generated classes through the loader the plugin gives it, or the typed user
 * exception cannot be unmarshalled.
 */
class PluginClassLoaderTest {

    private static URL jarOf(Class<?> type) {
        return type.getProtectionDomain().getCodeSource().getLocation();
    }

    @Test
    void callsWorkWhenTheProtocolsJarsHaveALoaderOfTheirOwn() throws Exception {
        URL[] runtime = {jarOf(com.zeroc.Ice.Util.class), jarOf(IceServer.class), jarOf(AbstractIceClient.class),
            jarOf(IceClient.class)};
        try (URLClassLoader plugin = new URLClassLoader("ice-plugin", runtime,
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            PluginLoaderCheck.assertCallsWork(plugin, "ice", "org.mwbench.servers.ice.mwbench.ServiceFailure");
        }
    }
}
