package org.mwbench.servers.corba;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ChildJvmServer;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;

/**
 * One ORB's client against another ORB's server, whose jars never join the test's class
 * path: once with the server in a child JVM, and once with each ORB in a class loader of
 * its own in this JVM, under a loader that holds only the contract, as the platform loads
 * them. Each client module extends it once per server ORB it is checked against.
 */
public abstract class CorbaInteropKit {
    /**
     * The ORB on the server's side, whose jars the test reaches only through the file its
     * module writes.
     *
     * @param protocol the server's protocol, such as {@code corba-jacorb}
     * @param classpathProperty the system property that names the file listing the server
     *     module's class path
     * @param orbClass a class of the server's ORB, which must not be on the test's class path
     */
    public record ServerOrb(String protocol, String classpathProperty, String orbClass) {
        public static final ServerOrb JACORB =
                new ServerOrb("corba-jacorb", "mwbench.corba.jacorb.server", "org.jacorb.orb.ORB");
        public static final ServerOrb GLASSFISH =
                new ServerOrb("corba-glassfish", "mwbench.corba.glassfish.server", "com.sun.corba.ee.impl.orb.ORBImpl");
    }

    private final MiddlewareClient clientUnderTest;
    private final ServerOrb serverOrb;

    /** @param client the client under test, from the module's own class path */
    protected CorbaInteropKit(MiddlewareClient client, ServerOrb server) {
        this.clientUnderTest = client;
        this.serverOrb = server;
    }

    @Test
    void theServersOrbIsNotOnThisClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName(serverOrb.orbClass()));
    }

    @Test
    void theClientConformsAgainstTheServerInAnotherJvm() throws Exception {
        try (ChildJvmServer server = ChildJvmServer.start(serverOrb.protocol(),
                ProtocolClasspath.ofModuleNamedBy(serverOrb.classpathProperty()));
             BenchmarkConnection connection = clientUnderTest.connect(server.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            Conformance.assertConforms(connection);
        }
    }

    @Test
    void bothOrbsLiveInOneJvmInLoadersOfTheirOwn() throws Exception {
        List<Path> client = ProtocolClasspath.ofModuleNamedBy("mwbench.corba.plugin");
        List<Path> server = ProtocolClasspath.ofModuleNamedBy(serverOrb.classpathProperty());
        try (IsolatedLoaders loaders = new IsolatedLoaders()) {
            String mismatches = loaders.run(serverOrb.protocol(), loaders.protocol(serverOrb.protocol(), server),
                    clientUnderTest.protocol(), loaders.protocol(clientUnderTest.protocol(), client));
            assertEquals("", mismatches);
        }
    }
}
