package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.RejectsNegativeLengths;

/**
 * A protocol's server and client as the platform loads them: from a plugin loader whose parent
 * holds only the contract ({@link ContractOnlyLoader}). Both must come from that loader, conform,
 * count their wire bytes, and raise the service's failure as the protocol's own exception, a
 * class of the plugin loader too: a middleware that resolves its classes through another loader
 * (the thread's context loader, typically) fails here, not in a user's run.
 */
public final class PluginLoaderCheck {
    private static final Duration TIMEOUT = LoadedMachine.ANSWERED_CALL;

    private PluginLoaderCheck() {
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
            assertTrue(((WireBytes) connection).bytesReceived() > 65_536, "the echoes were counted");

            Exception failure = assertThrows(Exception.class, () -> connection.getString(-1));
            assertEquals(failureClass, failure.getClass().getName());
            assertSame(plugin, failure.getClass().getClassLoader());
            assertTrue(failure.toString().contains("no string of -1 characters"), failure.toString());
        }
    }
}
