package org.mwbench.servers.corba;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;

/**
 * One ORB's client against another ORB's server, whose jars never join the test's class
 * path: once with the server in a child JVM, and once with each ORB in a class loader of
 * its own in this JVM, under a loader that holds only the contract, as the platform loads
 * them. Each client module extends it once per server ORB it is checked against.
 */
public abstract class CorbaInteropKit {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    /** The client under test, from this module's own class path. */
    protected abstract MiddlewareClient client();

    /** The server's protocol, such as {@code corba-jacorb}. */
    protected abstract String serverProtocol();

    /** The system property that names the file listing the server module's class path. */
    protected abstract String serverClasspathProperty();

    /** A class of the server's ORB, which must not be on this test's class path. */
    protected abstract String serverOrbClass();

    @Test
    void theServersOrbIsNotOnThisClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName(serverOrbClass()));
    }

    @Test
    void theClientConformsAgainstTheServerInAnotherJvm() throws Exception {
        try (ChildJvmServer server = ChildJvmServer.start(serverProtocol(),
                ProtocolClasspath.ofModuleNamedBy(serverClasspathProperty()));
             BenchmarkConnection connection = client().connect(server.endpoint(), ClientSettings.withTimeout(TIMEOUT))) {
            Conformance.assertConforms(connection);
        }
    }

    @Test
    void bothOrbsLiveInOneJvmInLoadersOfTheirOwn() throws Exception {
        List<Path> client = ProtocolClasspath.ofModuleNamedBy("mwbench.corba.plugin");
        List<Path> server = ProtocolClasspath.ofModuleNamedBy(serverClasspathProperty());
        try (IsolatedLoaders loaders = new IsolatedLoaders()) {
            String mismatches = loaders.run(serverProtocol(), loaders.protocol(serverProtocol(), server),
                    client().protocol(), loaders.protocol(client().protocol(), client));
            assertEquals("", mismatches);
        }
    }
}
