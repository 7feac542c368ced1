package org.mwbench.plugins.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InvalidClassException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.server.RemoteObject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.rmi.BoundedClientSocketFactory;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.mwbench.servers.rmi.RmiEndpoint;
import org.mwbench.servers.rmi.RmiServer;

/** What the kit does not cover: silent peers, the argument filter, one port, errors. */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class RmiConnectionTest {
    /** For calls that must time out. */
    private static final ClientSettings SHORT = ClientSettings.withTimeout(Duration.ofMillis(300));
    /**
     * For calls that must be answered, or fail for another reason than time (a refusal): only a
     * hang guard, since a loaded machine's first calls, loading classes, may take seconds.
     */
    private static final ClientSettings ANSWERED = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a test waits before calling something hung: a guard, not a speed claim. CI's
     * 2-core machine may be loaded far past its cores (load average over 30), so it is many times
     * the short timeouts here and 30 s at least; RMI alone waits a minute for a handshake.
     */
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @Test
    void aPeerThatAcceptsButNeverAnswersCannotHangTheLookup() throws Exception {
        // Never accept()ed: the kernel completes the TCP handshake and RMI's JRMP handshake
        // waits for an answer, which RMI alone would wait a minute for.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            String endpoint = new RmiEndpoint(ServerSettings.LOOPBACK, silent.getLocalPort(), "x").toString();
            long started = System.nanoTime();
            RemoteException failure = assertTimeoutPreemptively(HANG_GUARD,
                    () -> assertThrows(RemoteException.class, () -> new RmiClient().connect(endpoint, SHORT)));
            long waitedMillis = (System.nanoTime() - started) / 1_000_000;
            // the 300 ms timeout ended it: a read timed out, not before it (a load only makes it later)
            assertTrue(causes(failure).contains("SocketTimeoutException"), causes(failure));
            assertTrue(waitedMillis >= SHORT.callTimeout().toMillis() - 50, "waited " + waitedMillis + " ms");
        }
    }

    @Test
    void aDeadServerFailsTheConnectAtOnce() throws Exception {
        int port = freePort();
        String endpoint = new RmiEndpoint(ServerSettings.LOOPBACK, port, "x").toString();
        // ConnectException, refused: not a timeout
        assertTimeoutPreemptively(LoadedMachine.hangGuard(ANSWERED.callTimeout()),
                () -> assertThrows(java.rmi.ConnectException.class, () -> new RmiClient().connect(endpoint, ANSWERED)));
    }

    @Test
    void theServerRefusesArgumentsOutsideItsFilter() throws Throwable {
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), new ReferenceService())) {
            RemoteBenchmark stub = lookUp(handle);
            // The stub's handler marshals whatever it is given: a client that is not this
            // plugin can send any serializable object where echoBytes takes a byte[].
            InvocationHandler handler = Proxy.getInvocationHandler(stub);
            Method echoBytes = RemoteBenchmark.class.getMethod("echoBytes", byte[].class);
            byte[] data = {1, 2, 3, 4};
            assertArrayEquals(data, (byte[]) handler.invoke(stub, echoBytes, new Object[] {data}), "the path works");
            RemoteException refused = assertThrows(RemoteException.class,
                    () -> handler.invoke(stub, echoBytes, new Object[] {new AtomicLong(7)}));
            Throwable cause = refused;
            while (cause != null && !(cause instanceof InvalidClassException)) {
                cause = cause.getCause();
            }
            assertTrue(cause != null && cause.getMessage().contains("REJECTED"), "refused by the filter: " + refused);
            assertEquals(27, stub.cube(3), "and the server goes on");
        }
    }

    @Test
    void theRegistryAndTheServantShareOnePortThatCloseFrees() throws Exception {
        for (int requested : new int[] {0, freePort()}) {
            ServerHandle handle = new RmiServer().start(
                    new ServerSettings(ServerSettings.LOOPBACK, requested, Map.of()), new ReferenceService());
            int port = RmiEndpoint.parse(handle.endpoint()).port();
            if (requested != 0) {
                assertEquals(requested, port);
            }
            RemoteBenchmark stub = lookUp(handle);
            String ref = refOf(stub);
            assertTrue(ref.contains(":" + port + ","), "the servant on the registry's port " + port + ": " + ref);
            try (BenchmarkConnection connection = new RmiClient().connect(handle.endpoint(), ANSWERED)) {
                connection.ping();
                handle.close();
                handle.close(); // idempotent
                assertThrows(RemoteException.class, connection::ping, "open connections are closed too");
            }
            PortChecks.assertBindableWithin(ServerSettings.LOOPBACK, port, HANG_GUARD);
        }
    }

    @Test
    void serviceFailuresArriveAsRmiCarriesThem() throws Exception {
        ForwardingService failing = new ForwardingService() {
            @Override
            public String getString(int n) throws Exception {
                throw new IOException("checked failure");
            }

            @Override
            public byte[] echoBytes(byte[] data) {
                throw new IllegalStateException("unchecked failure");
            }
        };
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), failing);
             BenchmarkConnection connection = new RmiClient().connect(handle.endpoint(), ANSWERED)) {
            RemoteException checked = assertThrows(RemoteException.class, () -> connection.getString(1));
            assertTrue(String.valueOf(checked.getMessage()).contains("checked failure"), checked.toString());
            IllegalStateException unchecked = assertThrows(IllegalStateException.class, () -> connection.echoBytes(new byte[1]));
            assertEquals("unchecked failure", unchecked.getMessage());
            assertEquals(8, connection.cube(2));
        }
    }

    @Test
    void theClientsStubCarriesTheClientsTimeoutAndHost() throws Exception {
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), new ReferenceService())) {
            RemoteBenchmark exported = lookUp(handle);
            // the answered timeout, as its call must be answered; not the server's default of 10 s
            int timeoutMillis = ANSWERED.callTimeoutMillis();
            BoundedClientSocketFactory mine = new BoundedClientSocketFactory(ServerSettings.LOOPBACK, timeoutMillis);
            RemoteBenchmark copy = StubSocketFactory.replace(exported, mine);
            assertEquals(27, copy.cube(3));
            String ref = refOf(copy);
            String exportedRef = refOf(exported);
            assertEquals(exportedRef.substring(exportedRef.indexOf("objID:")), ref.substring(ref.indexOf("objID:")),
                    "the same remote object");
            assertTrue(ref.contains("timeout=" + timeoutMillis + " ms"), ref);
            assertTrue(exportedRef.contains("timeout=10000 ms"), "the server's default: " + exportedRef);
        }
    }

    @Test
    void unknownClientOptionsAreRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new RmiClient()
                .connect("rmi://127.0.0.1:1/x", new ClientSettings(LoadedMachine.ANSWERED_CALL, Map.of("x", "1"))));
        assertTrue(refused.getMessage().contains("x"), refused.getMessage());
    }

    @Test
    void theEndpointNamesTheBoundAddressAndTheServiceName() throws Exception {
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), new ReferenceService())) {
            RmiEndpoint endpoint = RmiEndpoint.parse(handle.endpoint());
            assertEquals(ServerSettings.LOOPBACK, endpoint.host());
            assertEquals("mwbench.BenchmarkService", endpoint.name());
            assertSame(null, System.getProperty("java.rmi.server.hostname"), "no global property set");
        }
    }

    /** A plain RMI lookup, as any RMI client would do it: the stub as the server exported it. */
    private static RemoteBenchmark lookUp(ServerHandle handle) throws Exception {
        RmiEndpoint endpoint = RmiEndpoint.parse(handle.endpoint());
        return (RemoteBenchmark) LocateRegistry.getRegistry(endpoint.host(), endpoint.port()).lookup(endpoint.name());
    }

    /** The stub's remote reference as RMI prints it: endpoint, socket factory, object id. */
    private static String refOf(RemoteBenchmark stub) {
        return ((RemoteObject) Proxy.getInvocationHandler(stub)).getRef().remoteToString();
    }

    /** The failure and its causes, each as its toString. */
    private static String causes(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append(t).append(" <- ");
        }
        return text.toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            return probe.getLocalPort();
        }
    }
}
