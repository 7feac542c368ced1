package org.mwbench.plugins.corba.jacorb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.jacorb.JacorbServer;

/** JacORB's endpoints: a stringified IOR by default, a corbaname URL with naming=true. */
class JacorbEndpointTest {
    /** For calls the test expects answered or refused for another reason than time: only a hang guard. */
    private static final ClientSettings CLIENT = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    @Test
    void theDefaultEndpointIsAnIorThatAClientReadsEvenWithBlanksAround() throws Exception {
        try (ServerHandle server = new JacorbServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new JacorbClient().connect("  " + server.endpoint() + "\n", CLIENT)) {
            assertTrue(server.endpoint().startsWith("IOR:"), server.endpoint());
            assertEquals(42, connection.stamp(42));
        }
    }

    @Test
    void withNamingTheEndpointIsACorbanameResolvedThroughTheServersOwnNamingService() throws Exception {
        ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of(JacorbServer.NAMING, "true"));
        try (ServerHandle server = new JacorbServer().start(settings, new ReferenceService());
             BenchmarkConnection connection = new JacorbClient().connect(server.endpoint(), CLIENT)) {
            assertTrue(server.endpoint().matches("corbaname::127\\.0\\.0\\.1:\\d+#mwbench\\.BenchmarkService"),
                    server.endpoint());
            assertEquals(ReferenceData.customer(Conformance.LATIN1_CUSTOMER), connection.getCustomer(Conformance.LATIN1_CUSTOMER));
            // The naming service answers at its readable key on the same port.
            String port = server.endpoint().replaceAll(".*:(\\d+)#.*", "$1");
            try (BenchmarkConnection again = new JacorbClient().connect(
                    "corbaname::127.0.0.1:" + port + "/NameService#mwbench.BenchmarkService", CLIENT)) {
                again.ping();
            }
        }
    }

    @Test
    void theNamingOptionTakesOnlyTrueOrFalse() {
        ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of(JacorbServer.NAMING, "yes"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new JacorbServer().start(settings, new ReferenceService()).close());
        assertTrue(refused.getMessage().contains("naming=yes"), refused.getMessage());
    }

    @Test
    void aMalformedEndpointFailsTheConnectWithTheOrbsException() {
        assertThrows(org.omg.CORBA.BAD_PARAM.class, () -> new JacorbClient().connect("not-an-ior", CLIENT).close());
    }
}
