package org.mwbench.plugins.dubbo.tri;

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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
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

/**
 * The plugin as the platform loads it: Dubbo, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. Dubbo reads its extension
 * files and some classes through the thread's context loader; the plugin sets that to its own
 * loader where Dubbo starts, stops and calls, whatever the caller's context loader: the test's
 * own, or one that holds nothing but the contract.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class PluginClassLoaderTest {

    /** The plugin folder's jars: this module's classes and its run-time dependencies. */
    static URL[] pluginClassPath() throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(Path.of("target", "classes").toUri().toURL()); // not the class: its superclass needs Dubbo
        String dependencies = Files.readString(Path.of("target", "plugin-class-path.txt")).trim();
        for (String entry : dependencies.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return urls.toArray(new URL[0]);
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
        try (URLClassLoader plugin = new URLClassLoader("dubbo-tri-plugin", pluginClassPath(),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("dubbo-tri", plugin);
            MiddlewareClient client = Middlewares.client("dubbo-tri", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            assertSame(plugin, plugin.loadClass("org.apache.dubbo.config.ReferenceConfig").getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), failsOnNegatives);
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
                connection.ping();
                Conformance.assertConforms(connection);
                assertTrue(connection.wireCounter().isEmpty(), "triple is not counted");

                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertTrue(String.valueOf(failure.getMessage()).contains("no string of -1 characters"), failure.toString());
            }
        }
    }
}
