package org.mwbench.plugins.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Proxy;
import java.rmi.registry.LocateRegistry;
import java.rmi.server.RemoteObject;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.middleware.WireBytesTestKit;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.BoundedClientSocketFactory;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.mwbench.servers.rmi.RmiEndpoint;

/**
 * The bytes a connection's sockets carry: the contract's kit (connecting counts the look-up
 * and the DGC's dirty call), and the stub copy that gives each connection a socket factory,
 * so a pool, of its own.
 *
 * <p>Before each measured call the test idles 50 ms: RMI then checks the pooled socket with
 * its one-byte liveness ping (and its one-byte answer) before reusing it, so every measured
 * call carries the same bytes. In a tight loop RMI skips that ping while the socket was idle
 * for less than its last measured ping time, so a call's count may be one byte less each way.
 */
class RmiWireBytesTest extends WireBytesTestKit {
    private static final long IDLE_MILLIS = 50;

    @Override
    protected String protocol() {
        return "rmi";
    }

    /** Idles {@value #IDLE_MILLIS} ms, so that RMI pings the pooled socket before the call (see the class comment). */
    @Override
    protected void beforeMeasuredCall() throws InterruptedException {
        Thread.sleep(IDLE_MILLIS);
    }

    @Test
    void theStubCopyHoldsTheConnectionsOwnFactoryAndLeavesItBehindWhenSerialized() throws Exception {
        RmiEndpoint endpoint = RmiEndpoint.parse(endpoint());
        RemoteBenchmark exported = (RemoteBenchmark) LocateRegistry.getRegistry(endpoint.host(), endpoint.port())
                .lookup(endpoint.name());
        WireCounter counter = new WireCounter();
        // the copy's calls must be answered: its timeout is only a hang guard
        int timeoutMillis = (int) LoadedMachine.ANSWERED_CALL.toMillis();
        CountingSocketFactory factory =
                new CountingSocketFactory(new BoundedClientSocketFactory(endpoint.host(), timeoutMillis), counter);
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
            assertTrue(refOf(elsewhere).contains(
                    "BoundedClientSocketFactory[host=127.0.0.1, timeout=" + timeoutMillis + " ms]"),
                    refOf(elsewhere));
            long sent = counter.bytesSent();
            assertEquals(8, elsewhere.cube(2));
            assertEquals(sent, counter.bytesSent(), "not this connection's bytes");
        }
    }

    private static String refOf(RemoteBenchmark stub) {
        return ((RemoteObject) Proxy.getInvocationHandler(stub)).getRef().remoteToString();
    }
}
