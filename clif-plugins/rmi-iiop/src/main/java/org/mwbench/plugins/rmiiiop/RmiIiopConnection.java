package org.mwbench.plugins.rmiiiop;

import java.util.Optional;
import javax.rmi.PortableRemoteObject;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractBenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.glassfish.sockets.CountingSocketFactory;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.mwbench.servers.rmiiiop.GlassFishOrb;
import org.omg.CORBA.ORB;

/**
 * A client ORB of its own and the dynamic stub of the server's {@link RemoteBenchmark}.
 * Each method is the stub's call and nothing else. The stub is thread-safe: concurrent
 * calls share the ORB's one cached TCP connection to the server, multiplexed by GIOP
 * request id (a reader thread hands each reply to its caller), so they are not serialized
 * call by call, only their request writes are.
 *
 * <p>It counts its bytes only on GlassFish's blocking sockets ({@code socket-type=socket}):
 * its ORB's {@link CountingSocketFactory} counts every socket the ORB opens, and the ORB is this
 * connection's alone, at the cost of an add per read and write of a socket stream. GlassFish's
 * default NIO transport offers no place to count them, so there it has no counter.
 */
final class RmiIiopConnection extends AbstractBenchmarkConnection {
    private final ORB orb;
    private final RemoteBenchmark stub;
    private boolean closed;

    /** {@code whiteBox}: whether the ORB carries the CORBA clients' white-box interceptor ({@code whitebox=true}). */
    private RmiIiopConnection(ORB orb, RemoteBenchmark stub, Optional<WireBytes> wire, boolean whiteBox) {
        super(wire, whiteBox);
        this.orb = orb;
        this.stub = stub;
    }

    /** Must run in the plugin's class loader ({@link ContextLoader}, with {@link GlassFishOrb}'s). */
    static RmiIiopConnection open(String endpoint, ClientSettings settings, ClientOptions options) throws Exception {
        ORB orb = GlassFishOrb.init(ClientOrbProperties.of(settings, options));
        try {
            org.omg.CORBA.Object reference = orb.string_to_object(endpoint);
            RemoteBenchmark stub = (RemoteBenchmark) PortableRemoteObject.narrow(reference, RemoteBenchmark.class);
            Optional<WireBytes> wire = options.countsWireBytes()
                    ? Optional.of(CountingSocketFactory.of(orb).wire())
                    : Optional.empty();
            return new RmiIiopConnection(orb, stub, wire, options.whiteBox());
        } catch (Exception | Error e) {
            GlassFishOrb.destroy(orb);
            throw e;
        }
    }

    @Override
    public void ping() throws Exception {
        stub.ping();
    }

    @Override
    public long stamp(long t) throws Exception {
        return stub.stamp(t);
    }

    @Override
    public String getString(int n) throws Exception {
        return stub.getString(n);
    }

    @Override
    public Data2[] getItems(int n) throws Exception {
        return stub.getItems(n);
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        return stub.getCustomer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        return stub.getCustomers(salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) throws Exception {
        return stub.echoBytes(data);
    }

    @Override
    public short[] echoShorts(short[] data) throws Exception {
        return stub.echoShorts(data);
    }

    @Override
    public long cube(long x) throws Exception {
        return stub.cube(x);
    }

    /** Shuts the client ORB down without waiting for calls in progress: they fail. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        GlassFishOrb.destroy(orb);
    }
}
