package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;

/**
 * A client plugin as the platform loads it: the middleware's library, its server module and the
 * plugin's client in a URLClassLoader of their own, whose parent holds only the contract
 * ({@link ContractOnlyLoader}). The calls must work ({@link PluginLoaderCheck#assertCallsWork})
 * whatever the caller's context loader: the test's own, which holds another copy of the
 * library, or one that holds nothing but the contract, as a platform thread's may. A plugin
 * whose library looks classes, service files or extensions up through the context loader, and
 * that does not set its own there, fails here.
 *
 * <p>A plugin's test extends it and names its protocol, a class of its module (whose location
 * heads the plugin folder's class path) and of its library, and the exception it raises for a
 * service failure. Contract's test jar carries it, next to {@link PluginLoaderCheck}.
 */
public abstract class PluginLoaderTestKit {

    /** The protocol under test, as its server and client name it. */
    protected abstract String protocol();

    /** A class of the plugin module: its classes folder or jar heads the plugin's class path. */
    protected abstract Class<?> pluginClass();

    /** The name of a class of the middleware's library, which must come from the plugin's loader. */
    protected abstract String libraryClass();

    /** The name of the exception the client raises for a service failure. */
    protected abstract String failureClass();

    /** Checks of the protocol's own on the plugin's loader, before the calls; none by default. */
    protected void checkPluginLoader(ClassLoader plugin) throws Exception {
        // most libraries need nothing beyond the loader of libraryClass()
    }

    @Test
    void callsWorkWhileTheContextLoaderIsTheTestsOwn() throws Exception {
        callThroughALoaderOfItsOwn();
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsOnlyTheContract() throws Exception {
        PluginLoaderCheck.withContractOnlyContextLoader(getClass().getClassLoader(), this::callThroughALoaderOfItsOwn);
    }

    private void callThroughALoaderOfItsOwn() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader(protocol() + "-plugin", PluginLoaderCheck.pluginClassPath(pluginClass()),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            assertSame(plugin, plugin.loadClass(libraryClass()).getClassLoader());
            checkPluginLoader(plugin);
            PluginLoaderCheck.assertCallsWork(plugin, protocol(), failureClass());
        }
    }
}
