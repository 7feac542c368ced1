package org.mwbench.plugins.corba.jacorb;

import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.jacorb.JacorbServer;

/**
 * JacORB must leave the JVM's ORB properties alone: every other ORB's copy of the OMG API
 * reads its singleton class from them, so a JacORB server or client that set them would make
 * a GlassFish or OpenJDK ORB in the same JVM fail (ClassNotFoundException:
 * org.jacorb.orb.ORBSingleton), as it did when a scenario called every ORB at once.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class JacorbSystemPropertiesTest {

    @Test
    void aJacorbServerAndClientSetNoJvmWideOrbClass() throws Exception {
        try (ServerHandle server = new JacorbServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new JacorbClient().connect(server.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            connection.getCustomers("rep-7", 2); // type codes: the OMG API's singleton ORB in use
            assertNull(System.getProperty("org.omg.CORBA.ORBClass"));
            assertNull(System.getProperty("org.omg.CORBA.ORBSingletonClass"));
        }
    }
}
