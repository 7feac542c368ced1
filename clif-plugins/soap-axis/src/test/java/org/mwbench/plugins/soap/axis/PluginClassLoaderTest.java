package org.mwbench.plugins.soap.axis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.Data2;
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
import org.mwbench.servers.soap.axis.SoapAxisServer;

/**
 * The plugin as the platform loads it: Axis, its five jars, the server module and this
 * client in a URLClassLoader of their own, whose parent holds only the contract. The
 * thread's context loader stays the test's, which holds other copies of Axis and
 * commons-logging: the server and the client must build their engines with the plugin's
 * classes (they set the context loader while they do), and the calls, made on the test's
 * thread with the test's context loader, must work as they are.
 */
class PluginClassLoaderTest {

    private static URL jarOf(Class<?> type) {
        return type.getProtectionDomain().getCodeSource().getLocation();
    }

    @Test
    void callsWorkWhenTheContextLoaderHoldsOtherCopiesOfAxis() throws Exception {
        // The test's own class path holds Axis and commons-logging too.
        callThroughAPluginLoader(getClass().getClassLoader());
    }

    @Test
    void callsWorkWhenTheContextLoaderHoldsNoAxis() throws Exception {
        // As on the platform, whose loader holds the contract and no Axis.
        ClassLoader contractOnly = new ContractOnlyLoader(getClass().getClassLoader());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(contractOnly);
        try {
            callThroughAPluginLoader(contractOnly);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private void callThroughAPluginLoader(ClassLoader contextLoader) throws Exception {
        URL[] runtime = {
            jarOf(org.apache.axis.client.Call.class),
            jarOf(javax.xml.rpc.Call.class),
            jarOf(javax.xml.soap.SOAPMessage.class),
            jarOf(javax.wsdl.Definition.class),
            jarOf(org.apache.commons.discovery.tools.DiscoverSingleton.class),
            jarOf(org.apache.commons.logging.LogFactory.class),
            jarOf(SoapAxisServer.class),
            jarOf(SoapAxisClient.class),
        };
        BenchmarkService failsOnNegatives = new RejectsNegativeLengths();
        try (URLClassLoader plugin = new URLClassLoader("soap-axis-plugin", runtime,
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            MiddlewareServer server = Middlewares.server("soap-axis", plugin);
            MiddlewareClient client = Middlewares.client("soap-axis", plugin);
            assertSame(plugin, server.getClass().getClassLoader());
            assertSame(plugin, client.getClass().getClassLoader());
            try (ServerHandle handle = server.start(ServerSettings.loopback(), failsOnNegatives);
                 BenchmarkConnection connection = client.connect(handle.endpoint(),
                         ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                assertSame(contextLoader, Thread.currentThread().getContextClassLoader(), "restored after start and connect");
                connection.ping();
                Conformance.assertConforms(connection);

                Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
                assertEquals("org.apache.axis.AxisFault", failure.getClass().getName());
                assertSame(plugin, failure.getClass().getClassLoader());
                assertTrue(failure.toString().contains("no string of -1 characters"), failure.toString());
                assertSame(Data2.class, connection.getItems(1)[0].getClass(), "the beans are the contract's own");
            }
        }
    }
}
