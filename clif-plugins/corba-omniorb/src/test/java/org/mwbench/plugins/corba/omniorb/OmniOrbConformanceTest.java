package org.mwbench.plugins.corba.omniorb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.IsolatedLoaders;
import org.mwbench.servers.corba.ProtocolClasspath;
import org.mwbench.servers.corba.omniorb.OmniOrbServer;

/**
 * The omniORB server (C++) returns the contract's reference data to each of the three Java ORBs:
 * JacORB from this module's class path, GlassFish CORBA and the OpenJDK ORB each from its own
 * plugin's class path, in a loader of its own, as the platform loads them.
 */
class OmniOrbConformanceTest {
    private static ServerHandle server;

    @BeforeAll
    static void startServer() throws Exception {
        server = new OmniOrbServer().start(ServerSettings.loopback(), new ReferenceService());
    }

    @AfterAll
    static void stopServer() throws Exception {
        server.close();
    }

    @Test
    void jacorbConforms() throws Exception {
        try (BenchmarkConnection connection = new OmniOrbJacorbClient().connect(server.endpoint(),
                ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            Conformance.assertConforms(connection);
        }
    }

    @Test
    void glassfishConforms() throws Exception {
        assertConformsFrom("corba-glassfish", "mwbench.corba.glassfish.plugin");
    }

    @Test
    void openjdkOrbConforms() throws Exception {
        assertConformsFrom("corba-openjdk", "mwbench.corba.openjdk.plugin");
    }

    @Test
    void theServerRefusesAnotherServiceThanTheReference() {
        assertThrows(IllegalArgumentException.class, () -> new OmniOrbServer().start(ServerSettings.loopback(),
                new org.mwbench.contract.ForwardingService()));
    }

    private static void assertConformsFrom(String protocol, String classpathProperty) throws Exception {
        try (IsolatedLoaders loaders = new IsolatedLoaders()) {
            ClassLoader client = loaders.protocol(protocol, ProtocolClasspath.ofModuleNamedBy(classpathProperty));
            assertEquals("", loaders.runAgainst(server.endpoint(), protocol, client));
        }
    }
}
