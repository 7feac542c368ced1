package org.mwbench.plugins.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Proxy;
import java.rmi.registry.LocateRegistry;
import java.rmi.server.RemoteObject;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.BoundedClientSocketFactory;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.mwbench.servers.rmi.RmiEndpoint;
import org.mwbench.servers.rmi.RmiServer;

/**
 * The bytes a connection's sockets carry. Before each measured call the test idles 50 ms:
 * RMI then checks the pooled socket with its one-byte liveness ping (and its one-byte answer)
 * before reusing it, so every measured call carries the same bytes. In a tight loop RMI skips
 * that ping while the socket was idle for less than its last measured ping time, so a
 * call's count may be one byte less each way.
 */
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class RmiWireBytesTest {
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(Duration.ofSeconds(2));
    private static final long IDLE_MILLIS = 50;

    @Test
    void theConnectionCountsTheBytesOnTheWire() throws Exception {
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new RmiClient().connect(handle.endpoint(), SETTINGS)) {
            WireBytes wire = assertInstanceOf(WireBytes.class, connection);
            assertTrue(wire.bytesSent() > 0 && wire.bytesReceived() > 0,
                    "the look-up and the DGC's dirty call went over the connection's sockets");
            connection.ping(); // warm-up
            connection.getCustomers("rep-7", 8);

            long[] ping = measure(wire, connection::ping);
            System.out.printf("rmi ping: %d bytes sent, %d received%n", ping[0], ping[1]);
            // JRMP: a call (op 0x50, object id, method hash) and its return (0x51, a void result)
            assertTrue(ping[0] > 0 && ping[1] > 0, "ping " + ping[0] + " / " + ping[1]);
            long[] again = measure(wire, connection::ping);
            assertEquals(ping[0], again[0], "a second ping sends as much");
            assertEquals(ping[1], again[1], "a second ping receives as much");

            long[] customers = measure(wire, () -> connection.getCustomers("rep-7", 8));
            System.out.printf("rmi getCustomers(rep-7, 8): %d bytes sent, %d received%n", customers[0], customers[1]);
            assertTrue(customers[0] > ping[0], "two arguments: " + customers[0]);
            assertTrue(customers[1] > 8 * 100, "8 customers: " + customers[1] + " bytes");
        }
    }

    @Test
    void twoConnectionsCountIndependently() throws Exception {
        // Same server, same timeout, same host: the case where RMI would share one pool of
        // sockets between the two stubs if their factories were equal.
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection first = new RmiClient().connect(handle.endpoint(), SETTINGS);
             BenchmarkConnection second = new RmiClient().connect(handle.endpoint(), SETTINGS)) {
            WireBytes one = (WireBytes) first;
            WireBytes two = (WireBytes) second;
            first.ping();
            second.ping();
            long twoSent = two.bytesSent();
            long twoReceived = two.bytesReceived();
            long[] onFirst = measure(one, () -> first.getCustomers("rep-7", 8));
            assertTrue(onFirst[1] > 8 * 100, "the first counts its own call: " + onFirst[1]);
            assertEquals(twoSent, two.bytesSent(), "the second saw nothing of the first's call");
            assertEquals(twoReceived, two.bytesReceived(), "the second saw nothing of the first's call");

            long oneSent = one.bytesSent();
            long oneReceived = one.bytesReceived();
            long[] onSecond = measure(two, second::ping);
            assertTrue(onSecond[0] > 0 && onSecond[1] > 0, "the second counts its own call");
            assertEquals(oneSent, one.bytesSent(), "and the first nothing of it");
            assertEquals(oneReceived, one.bytesReceived(), "and the first nothing of it");
        }
    }

    @Test
    void theStubCopyHoldsTheConnectionsOwnFactoryAndLeavesItBehindWhenSerialized() throws Exception {
        try (ServerHandle handle = new RmiServer().start(ServerSettings.loopback(), new ReferenceService())) {
            RmiEndpoint endpoint = RmiEndpoint.parse(handle.endpoint());
            RemoteBenchmark exported = (RemoteBenchmark) LocateRegistry.getRegistry(endpoint.host(), endpoint.port())
                    .lookup(endpoint.name());
            WireCounter counter = new WireCounter();
            CountingSocketFactory factory =
                    new CountingSocketFactory(new BoundedClientSocketFactory(endpoint.host(), 2000), counter);
            RemoteBenchmark copy = StubSocketFactory.replace(exported, factory);
            // The instance itself (its identity hash is in its name), not a deserialized look-alike.
            assertTrue(refOf(copy).contains(factory.toString()), refOf(copy));
            long received = counter.bytesReceived();
            assertEquals(27, copy.cube(3));
            assertTrue(counter.bytesReceived() > received, "the copy's calls count into the factory's counter");

            // Serialized again, the stub carries the plain bounded factory: calls bounded, nothing counted.
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(copy);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                RemoteBenchmark elsewhere = (RemoteBenchmark) in.readObject();
                assertTrue(refOf(elsewhere).contains("BoundedClientSocketFactory[host=127.0.0.1, timeout=2000 ms]"),
                        refOf(elsewhere));
                long sent = counter.bytesSent();
                assertEquals(8, elsewhere.cube(2));
                assertEquals(sent, counter.bytesSent(), "not this connection's bytes");
            }
        }
    }

    private static String refOf(RemoteBenchmark stub) {
        return ((RemoteObject) Proxy.getInvocationHandler(stub)).getRef().remoteToString();
    }

    private interface Call {
        void run() throws Exception;
    }

    /** Bytes sent and received by one call, made after the connection idled {@value #IDLE_MILLIS} ms. */
    private static long[] measure(WireBytes wire, Call call) throws Exception {
        Thread.sleep(IDLE_MILLIS);
        long sent = wire.bytesSent();
        long received = wire.bytesReceived();
        call.run();
        return new long[] {wire.bytesSent() - sent, wire.bytesReceived() - received};
    }
}
