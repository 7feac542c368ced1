package org.mwbench.plugins.corba.openjdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.servers.corba.ChildJvmServer;
import org.mwbench.servers.corba.IsolatedLoaders;
import org.mwbench.servers.corba.ProtocolClasspath;

/**
 * OpenJDK interoperates with JacORB, whose jars never join this test's class path:
 * once with the JacORB server in a child JVM, and once with each ORB in a class loader of
 * its own in this JVM, under a loader that holds only the contract, as the platform loads them.
 */
class OpenJdkAgainstJacorbTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Test
    void theJacORBOrbIsNotOnThisClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.jacorb.orb.ORB"));
    }

    @Test
    void aOpenJDKClientConformsAgainstAJacORBServerInAnotherJvm() throws Exception {
        try (ChildJvmServer server = ChildJvmServer.start("corba-jacorb", ProtocolClasspath.ofModuleNamedBy("mwbench.corba.jacorb.server"));
             BenchmarkConnection connection = new OpenJdkClient().connect(server.endpoint(), ClientSettings.withTimeout(TIMEOUT))) {
            Conformance.assertConforms(connection);
        }
    }

    @Test
    void bothOrbsLiveInOneJvmInLoadersOfTheirOwn() throws Exception {
        List<Path> client = ProtocolClasspath.ofModuleNamedBy("mwbench.corba.plugin");
        List<Path> server = ProtocolClasspath.ofModuleNamedBy("mwbench.corba.jacorb.server");
        try (IsolatedLoaders loaders = new IsolatedLoaders()) {
            String mismatches = loaders.run("corba-jacorb", loaders.protocol("corba-jacorb", server),
                    "corba-openjdk", loaders.protocol("corba-openjdk", client));
            assertEquals("", mismatches);
        }
    }
}
