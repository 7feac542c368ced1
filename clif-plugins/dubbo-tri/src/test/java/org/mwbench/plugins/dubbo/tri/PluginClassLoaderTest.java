package org.mwbench.plugins.dubbo.tri;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.PluginLoaderCheck;

/**
 * The plugin as the platform loads it: Dubbo, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. Dubbo reads its extension
 * files and some classes through the thread's context loader; the plugin sets that to its own
 * loader where Dubbo starts, stops and calls, whatever the caller's context loader: the test's
 * own, or one that holds nothing but the contract.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class PluginClassLoaderTest {
    /** Dubbo carries the service's own exception back (the JDK's exceptions are on its allow list). */
    private static final String FAILURE_CLASS = "java.lang.IllegalArgumentException";

    /** The plugin folder's jars: this module's classes and its run-time dependencies. */
    static URL[] pluginClassPath() throws Exception {
        return PluginLoaderCheck.pluginClassPath(Path.of("target", "classes").toUri().toURL());
    }

    /** The system class path holds no Dubbo, as in the distribution (this module's pom says why). */
    @BeforeEach
    void requireNoDubboOnTheSystemClassPath() {
        Assumptions.assumeTrue(ClassLoader.getSystemResource("META-INF/dubbo/hessian/serializers") == null,
                "hessian-lite is on the system class path: this test runs in the plugin-class-loader execution");
    }

    @Test
    void callsWorkWhileTheContextLoaderIsTheTestsOwn() throws Exception {
        callThroughALoaderOfItsOwn();
    }

    @Test
    void callsWorkWhileTheContextLoaderHoldsNoDubbo() throws Exception {
        PluginLoaderCheck.withContractOnlyContextLoader(getClass().getClassLoader(), this::callThroughALoaderOfItsOwn);
    }

    private void callThroughALoaderOfItsOwn() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader("dubbo-tri-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            assertSame(plugin, plugin.loadClass("org.apache.dubbo.config.ReferenceConfig").getClassLoader());
            PluginLoaderCheck.assertCallsWork(plugin, "dubbo-tri", FAILURE_CLASS);
        }
    }
}
