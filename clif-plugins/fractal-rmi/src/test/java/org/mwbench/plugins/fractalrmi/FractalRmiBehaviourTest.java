package org.mwbench.plugins.fractalrmi;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.SlowOnceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.fractalrmi.FractalRmiServer;

/** What the kit does not check: what a timed-out or refused call says, bad endpoints, the context class loader. */
@SuppressWarnings("try") // the contract's close() declares Exception
class FractalRmiBehaviourTest {
    /**
     * For the call that must time out, as in the kit's late-reply case: 1 s, half the slow ping's
     * 2 s. The calls it must let through are warm: the JVM's and the server's first call is made
     * before, with {@link #ANSWERED} (500 ms failed a loaded machine's cold connects).
     */
    private static final Duration TIMEOUT = Duration.ofSeconds(1);
    /** For calls that must be answered, or fail for another reason than time: only a hang guard. */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);

    /** The kit checks that the connection goes on after a timeout; this, what the timeout says. */
    @Test
    void aTimedOutCallSaysSo() throws Exception {
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new SlowOnceService())) {
            try (BenchmarkConnection cold = new FractalRmiClient().connect(handle.endpoint(), ANSWERED)) {
                cold.stamp(0); // the first call, which a loaded machine may make take seconds
            }
            try (BenchmarkConnection connection = new FractalRmiClient().connect(handle.endpoint(),
                    ClientSettings.withTimeout(TIMEOUT))) {
                connection.stamp(1);
                long started = System.nanoTime();
                RuntimeException failure = assertThrows(RuntimeException.class, connection::ping);
                long waitedMillis = (System.nanoTime() - started) / 1_000_000;
                // not before the timeout (a load only makes it later); "timed out" below says what ended it
                assertTrue(waitedMillis >= TIMEOUT.toMillis() - 50, "waited " + waitedMillis + " ms");
                assertTrue(String.valueOf(causes(failure)).contains("timed out"), causes(failure));
            }
        }
    }

    @Test
    void noServerFailsTheConnectWithinTheTimeout() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            port = probe.getLocalPort();
        }
        String endpoint = "frmi://127.0.0.1:" + port + "/mwbench.BenchmarkService";
        // The answered timeout: only the refusal may end the connect, however loaded the machine.
        Exception failure = assertTimeoutPreemptively(LoadedMachine.hangGuard(ANSWERED.callTimeout()),
                () -> assertThrows(Exception.class, () -> new FractalRmiClient().connect(endpoint, ANSWERED).close()));
        assertTrue(causes(failure).contains("Connection refused"), causes(failure));
    }

    @Test
    void aMalformedEndpointOrAnUnknownNameIsRefused() throws Exception {
        FractalRmiClient client = new FractalRmiClient();
        IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
                () -> client.connect("rmi://127.0.0.1:1099/x", ANSWERED));
        assertTrue(malformed.getMessage().contains("frmi://host:port/name"), malformed.getMessage());
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService())) {
            String other = handle.endpoint().replace("mwbench.BenchmarkService", "no.such.Name");
            IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                    () -> client.connect(other, ANSWERED));
            assertTrue(unknown.getMessage().contains("no.such.Name"), unknown.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> client.connect("frmi://127.0.0.1:1/x",
                new ClientSettings(ANSWERED.callTimeout(), Map.of("no-such-option", "1"))));
    }

    @Test
    void callsLeaveTheCallersContextClassLoaderAsItWas() throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader mine = new ClassLoader(getClass().getClassLoader()) {
        };
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(mine);
        try (ServerHandle handle = new FractalRmiServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new FractalRmiClient().connect(handle.endpoint(), ANSWERED)) {
            assertSame(mine, thread.getContextClassLoader());
            connection.getItems(4);
            connection.getCustomer("c");
            assertSame(mine, thread.getContextClassLoader());
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    private static String causes(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            text.append(t).append(" <- ");
            if (t instanceof org.objectweb.fractal.rmi.RemoteException remote && remote.exception != null
                    && remote.exception != t.getCause()) {
                text.append(remote.exception).append(" <- ");
            }
        }
        return text.toString();
    }
}
