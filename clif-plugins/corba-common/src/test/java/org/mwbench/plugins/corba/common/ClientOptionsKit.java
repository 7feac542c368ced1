package org.mwbench.plugins.corba.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.omg.CORBA.PolicyError;
import org.omg.CORBA.TIMEOUT;

/**
 * The CORBA clients' options: unknown ones refused, {@code roundtrip-policy} taking only true
 * or false, and the Messaging policy either bounding calls (an ORB that honours it) or
 * refused by the ORB at connect. Each ORB's client module runs it.
 */
public abstract class ClientOptionsKit {
    /** The call timeout the roundtrip policy must enforce: short, so the frozen ping's test stays quick. */
    private static final Duration TIMEOUT = Duration.ofMillis(600);

    protected abstract String protocol();

    /** Whether the ORB honours the CORBA Messaging RelativeRoundtripTimeoutPolicy. */
    protected abstract boolean honoursRoundtripPolicy();

    private MiddlewareClient client() {
        return Middlewares.client(protocol(), getClass().getClassLoader());
    }

    private ServerHandle server(ForwardingService service) throws Exception {
        return Middlewares.server(protocol(), getClass().getClassLoader()).start(ServerSettings.loopback(), service);
    }

    /**
     * Settings with an option a test expects refused before any call: their timeout is only a hang
     * guard, so that nothing but the refusal can fail the connect on a loaded machine.
     */
    private static ClientSettings refusable(String name, String value) {
        return new ClientSettings(LoadedMachine.ANSWERED_CALL, Map.of(name, value));
    }

    @Test
    void unknownClientOptionsAreRefused() throws Exception {
        try (ServerHandle handle = server(new ForwardingService())) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> client().connect(handle.endpoint(), refusable("no-such-option", "1")).close());
            assertTrue(refused.getMessage().contains("no-such-option"), refused.getMessage());
        }
    }

    @Test
    void theRoundtripPolicyOptionTakesOnlyTrueOrFalse() throws Exception {
        try (ServerHandle handle = server(new ForwardingService())) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> client().connect(handle.endpoint(), refusable(AbstractCorbaClient.ROUNDTRIP_POLICY, "yes"))
                            .close());
            assertTrue(refused.getMessage().contains("roundtrip-policy=yes"), refused.getMessage());
        }
    }

    @Test
    void theRoundtripPolicyBoundsCallsOrIsRefusedByTheOrb() throws Exception {
        ForwardingService frozenPing = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                Thread.sleep(5_000);
            }
        };
        ClientSettings settings = new ClientSettings(TIMEOUT, Map.of(AbstractCorbaClient.ROUNDTRIP_POLICY, "true"));
        try (ServerHandle handle = server(frozenPing)) {
            if (!honoursRoundtripPolicy()) {
                assertThrows(PolicyError.class, () -> client().connect(handle.endpoint(), settings).close());
                return;
            }
            // The JVM's and the server's first call (class loading, the ORB's and the POA's set-up)
            // may take seconds on a loaded machine: it is made with a timeout only a hang reaches,
            // so that what the short timeout must let through below is a warm loopback call.
            try (BenchmarkConnection cold = client().connect(handle.endpoint(),
                    ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
                cold.stamp(1);
            }
            try (BenchmarkConnection connection = client().connect(handle.endpoint(), settings)) {
                assertEquals(7, connection.stamp(7));
                // CORBA's own TIMEOUT, while the servant still sleeps: the policy bounded the call.
                assertTimeoutPreemptively(LoadedMachine.hangGuard(TIMEOUT), () -> assertThrows(TIMEOUT.class, connection::ping));
            }
        }
    }
}
