package org.mwbench.plugins.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
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
 * The plugin as the platform loads it ({@link PluginLoader}): the RI, the server module and
 * this client in a URLClassLoader of their own, whose parent holds only the contract. The
 * calling threads' context class loader is left as the platform would leave it: either the
 * contract-only loader (the platform's own class path, which holds no JAX-WS) or the test's
 * loader, which holds other copies of the RI, JAXB and woodstox. Neither may be used for the
 * plugin's classes and factories.
 */
class PluginClassLoaderTest {
    private static final BenchmarkService FAILS_ON_NEGATIVES = new RejectsNegativeLengths();

    @Test
    void callsWorkWhenTheCallersContextLoaderHoldsNoJaxws() throws Exception {
        ClassLoader test = getClass().getClassLoader();
        try (URLClassLoader plugin = PluginLoader.create(test)) {
            runWithContextLoader(plugin, new ContractOnlyLoader(test));
        }
    }

    @Test
    void callsWorkWhenTheCallersContextLoaderHoldsAnotherJaxws() throws Exception {
        ClassLoader test = getClass().getClassLoader();
        try (URLClassLoader plugin = PluginLoader.create(test)) {
            runWithContextLoader(plugin, test);
        }
    }

    private static void runWithContextLoader(URLClassLoader plugin, ClassLoader callersContext) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(callersContext);
        try {
            MiddlewareServer server = Middlewares.server("soap-jaxws", plugin);
            MiddlewareClient client = Middlewares.client("soap-jaxws", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            assertNotSame(jakarta.xml.ws.Service.class, plugin.loadClass("jakarta.xml.ws.Service"),
                    "the plugin's JAX-WS API is its own, not the test's");
            try (ServerHandle handle = server.start(ServerSettings.loopback(), FAILS_ON_NEGATIVES);
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                assertSame(callersContext, thread.getContextClassLoader(), "connect restores the context loader");
                connection.ping();
                Conformance.assertConforms(connection);
                assertSame(callersContext, thread.getContextClassLoader(), "calls leave the context loader alone");

                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertTrue(plugin.loadClass("jakarta.xml.ws.soap.SOAPFaultException").isInstance(failure),
                        "a SOAP fault of the plugin's JAX-WS: " + failure);
                assertSame(plugin, failure.getClass().getClassLoader());
                assertTrue(failure.getMessage().contains("no string of -1 characters"), failure.toString());

                concurrentCalls(connection, callersContext);
            }
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** Threads whose context loader is the caller's, calling at once from their first call on. */
    private static void concurrentCalls(BenchmarkConnection connection, ClassLoader callersContext) throws Exception {
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task);
            thread.setContextClassLoader(callersContext);
            return thread;
        });
        try {
            List<Future<Long>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                long x = t + 2;
                results.add(pool.submit(() -> {
                    long sum = 0;
                    for (int i = 0; i < 50; i++) {
                        sum += connection.cube(x) + connection.getItems(4).length;
                    }
                    return sum;
                }));
            }
            for (int t = 0; t < threads; t++) {
                long x = t + 2;
                assertEquals(50 * (x * x * x + 4), results.get(t).get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
