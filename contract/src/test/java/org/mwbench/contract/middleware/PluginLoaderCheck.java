package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.RejectsNegativeLengths;

/**
 * A protocol's server and client as the platform loads them: from a plugin loader whose parent
 * holds only the contract ({@link ContractOnlyLoader}). Both must come from that loader, conform,
 * count their wire bytes where the client says it can, and raise the service's failure as the
 * protocol's exception, a class of the plugin loader too unless it is the JDK's (a stack that
 * carries the service's own exception back): a middleware that resolves its classes through another loader
 * (the thread's context loader, typically) fails here, not in a user's run.
 */
public final class PluginLoaderCheck {
    private static final Duration TIMEOUT = LoadedMachine.ANSWERED_CALL;

    private PluginLoaderCheck() {
    }

    /** Work run with a context loader set for it. */
    @FunctionalInterface
    public interface Work {
        void run() throws Exception;
    }

    /**
     * The plugin folder's class path, as a plugin module's build writes it: the module's own
     * classes ({@code moduleClasses}, a directory or jar), then {@code target/plugin-class-path.txt}.
     */
    public static URL[] pluginClassPath(URL moduleClasses) throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(moduleClasses);
        String dependencies = Files.readString(Path.of("target", "plugin-class-path.txt")).trim();
        for (String entry : dependencies.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return urls.toArray(new URL[0]);
    }

    /** The same, headed by the location (classes folder or jar) of {@code pluginClass}, a class of the module. */
    public static URL[] pluginClassPath(Class<?> pluginClass) throws Exception {
        return pluginClassPath(pluginClass.getProtectionDomain().getCodeSource().getLocation());
    }

    /**
     * Runs {@code work} while the thread's context loader holds nothing but the contract, as a
     * platform thread's may, then puts the caller's back: a plugin must set its own where its
     * library reads it.
     */
    public static void withContractOnlyContextLoader(ClassLoader testLoader, Work work) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(new ContractOnlyLoader(testLoader));
        try {
            work.run();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /**
     * @param plugin the loader that holds the protocol's jars and nothing the contract holds
     * @param failureClass the name of the exception the client raises for a service failure
     */
    @SuppressWarnings("try") // close() of the contract interfaces declares Exception; it propagates
    public static void assertCallsWork(ClassLoader plugin, String protocol, String failureClass) throws Exception {
        MiddlewareServer server = Middlewares.server(protocol, plugin);
        MiddlewareClient client = Middlewares.client(protocol, plugin);
        assertSame(plugin, server.getClass().getClassLoader());
        assertSame(plugin, client.getClass().getClassLoader());
        try (ServerHandle handle = server.start(ServerSettings.loopback(), new RejectsNegativeLengths());
             BenchmarkConnection connection = client.connect(handle.endpoint(), ClientSettings.withTimeout(TIMEOUT))) {
            connection.ping();
            Conformance.assertConforms(connection);
            if (client.countsWireBytes()) {
                assertTrue(connection.wireCounter().orElseThrow().bytesReceived() > 65_536, "the echoes were counted");
            } else {
                assertTrue(connection.wireCounter().isEmpty(), protocol + " declares it counts no wire bytes");
            }

            Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
            assertEquals(failureClass, failure.getClass().getName());
            ClassLoader failureLoader = failure.getClass().getClassLoader();
            if (failureLoader != null && failureLoader != ClassLoader.getPlatformClassLoader()) {
                assertSame(plugin, failureLoader, "a failure class of the middleware's own comes from its loader");
            }
            assertTrue(failure.toString().contains("no string of -1 characters"), failure.toString());
        }
    }
}
