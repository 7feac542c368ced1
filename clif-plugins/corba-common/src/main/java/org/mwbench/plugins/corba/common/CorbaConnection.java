package org.mwbench.plugins.corba.common;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractBenchmarkConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.Orbs;
import org.mwbench.servers.corba.StructMapping;
import org.mwbench.servers.corba.mwbench.BenchmarkService;
import org.omg.CORBA.ORB;

/**
 * A client ORB and the narrowed stub of one server's benchmark object. Calls go straight to
 * the generated stub, which is thread-safe; the ORBs multiplex concurrent requests over their
 * connection to the server (GIOP request ids), so sharing one connection does not serialize
 * calls. CORBA system exceptions ({@code TIMEOUT}, {@code COMM_FAILURE}, {@code TRANSIENT}...)
 * pass through unchanged.
 *
 * <p>Where the ORB's client counts the bytes its sockets carry ({@link OrbFlavour#clientWireBytes}),
 * the connection has that counter: the ORB is this connection's alone, so no other connection's
 * traffic is in it.
 */
final class CorbaConnection extends AbstractBenchmarkConnection {
    private final OrbFlavour flavour;
    private final ORB orb;
    private final BenchmarkService stub;
    private final AtomicBoolean closed = new AtomicBoolean();

    /** {@code whiteBox}: whether the ORB carries the white-box client interceptor ({@code whitebox=true}). */
    CorbaConnection(OrbFlavour flavour, ORB orb, BenchmarkService stub, Optional<WireBytes> wire, boolean whiteBox) {
        super(wire, whiteBox);
        this.flavour = flavour;
        this.orb = orb;
        this.stub = stub;
    }

    @Override
    public void ping() {
        stub.ping();
    }

    @Override
    public long stamp(long t) {
        return stub.stamp(t);
    }

    @Override
    public String getString(int n) {
        return stub.getString(n);
    }

    @Override
    public Data2[] getItems(int n) {
        return StructMapping.toBeans(stub.getItems(n));
    }

    @Override
    public Data3 getCustomer(String id) {
        return StructMapping.toBean(stub.getCustomer(id));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        return StructMapping.toBeans(stub.getCustomers(salesRep, n));
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        return stub.echoBytes(data);
    }

    @Override
    public short[] echoShorts(short[] data) {
        return stub.echoShorts(data);
    }

    @Override
    public long cube(long x) {
        return stub.cube(x);
    }

    /** Destroys the connection's ORB: its sockets and threads go with it. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            Orbs.destroy(flavour, orb);
        }
    }

    @Override
    public String toString() {
        return "CORBA connection through " + orb.getClass().getName();
    }
}
