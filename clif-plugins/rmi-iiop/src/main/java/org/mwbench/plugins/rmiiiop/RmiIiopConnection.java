package org.mwbench.plugins.rmiiiop;

import javax.rmi.PortableRemoteObject;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.mwbench.servers.glassfish.sockets.CountingSocketFactory;
import org.mwbench.servers.rmiiiop.GlassFishOrb;
import org.omg.CORBA.ORB;

/**
 * A client ORB of its own and the dynamic stub of the server's {@link RemoteBenchmark}.
 * Each method is the stub's call and nothing else. The stub is thread-safe: concurrent
 * calls share the ORB's one cached TCP connection to the server, multiplexed by GIOP
 * request id (a reader thread hands each reply to its caller), so they are not serialized
 * call by call, only their request writes are.
 *
 * <p>This one does not count its bytes: GlassFish's default NIO transport offers no place to
 * count them. With {@code socket-type=socket} the connection is a
 * {@link CountedRmiIiopConnection}, whose sockets count.
 */
class RmiIiopConnection implements BenchmarkConnection {
    private final ORB orb;
    private final RemoteBenchmark stub;
    private boolean closed;

    RmiIiopConnection(ORB orb, RemoteBenchmark stub) {
        this.orb = orb;
        this.stub = stub;
    }

    /** Must run in the plugin's class loader ({@link GlassFishOrb#inOwnLoader}). */
    static RmiIiopConnection open(String endpoint, ClientSettings settings, ClientOptions options) throws Exception {
        ORB orb = GlassFishOrb.init(ClientOrbProperties.of(settings, options));
        try {
            org.omg.CORBA.Object reference = orb.string_to_object(endpoint);
            RemoteBenchmark stub = (RemoteBenchmark) PortableRemoteObject.narrow(reference, RemoteBenchmark.class);
            if (options.whiteBox()) {
                return options.countsWireBytes()
                        ? new TimedCountedRmiIiopConnection(orb, stub, CountingSocketFactory.of(orb).wire())
                        : new TimedRmiIiopConnection(orb, stub);
            }
            return options.countsWireBytes()
                    ? new CountedRmiIiopConnection(orb, stub, CountingSocketFactory.of(orb).wire())
                    : new RmiIiopConnection(orb, stub);
        } catch (Exception | Error e) {
            GlassFishOrb.destroy(orb);
            throw e;
        }
    }

    @Override
    public final void ping() throws Exception {
        stub.ping();
    }

    @Override
    public final long stamp(long t) throws Exception {
        return stub.stamp(t);
    }

    @Override
    public final String getString(int n) throws Exception {
        return stub.getString(n);
    }

    @Override
    public final Data2[] getItems(int n) throws Exception {
        return stub.getItems(n);
    }

    @Override
    public final Data3 getCustomer(String id) throws Exception {
        return stub.getCustomer(id);
    }

    @Override
    public final Data3[] getCustomers(String salesRep, int n) throws Exception {
        return stub.getCustomers(salesRep, n);
    }

    @Override
    public final byte[] echoBytes(byte[] data) throws Exception {
        return stub.echoBytes(data);
    }

    @Override
    public final short[] echoShorts(short[] data) throws Exception {
        return stub.echoShorts(data);
    }

    @Override
    public final long cube(long x) throws Exception {
        return stub.cube(x);
    }

    /** Shuts the client ORB down without waiting for calls in progress: they fail. */
    @Override
    public final synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        GlassFishOrb.destroy(orb);
    }
}
