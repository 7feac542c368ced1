package org.mwbench.plugins.fractalrmi;

import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.fractalrmi.FractalBenchmark;
import org.mwbench.servers.fractalrmi.orb.Orb;
import org.objectweb.fractal.rmi.RemoteException;

/**
 * A Fractal RMI connection: an ORB of its own with its socket to the server, and the stub of
 * the server's {@code benchmark} interface. Each operation is one call of the stub, whose
 * results are already the contract's beans. Safe for concurrent calls: Fractal RMI multiplexes
 * them on the one socket, each caller waiting for its own reply.
 *
 * <p><b>A failed call costs the connection.</b> Fractal RMI's messages carry no length: a
 * reader knows where a message ends only by decoding it. So after a call that failed in the
 * middle (timed out, or its reply could not be decoded), the rest of its reply would be read
 * as the start of the next message and every later call on that socket would fail. When the
 * stub throws Fractal RMI's {@link RemoteException} (how it reports every failure of the
 * call itself, as opposed to an exception of the service, which it rethrows as is), the
 * connection closes its ORB, and the next call binds the same remote interface in a new ORB:
 * a new socket, opened within the call timeout, with no look-up. The happy path pays one
 * volatile read.
 *
 * <p>Its bytes on the wire are counted by the sockets of its ORBs, the first and any started
 * again after a failure, into one {@link WireCounter} of its own: an add per message written
 * and per read of the socket.
 */
final class FractalRmiConnection implements CountedConnection {
    private final byte[] reference;
    private final int timeoutMillis;
    private final WireCounter wire;
    private volatile FractalBenchmark stub;
    private Orb orb; // guarded by this
    private boolean closed; // guarded by this

    /** @param wire the counter of {@code orb}'s sockets, which later ORBs of this connection count into too */
    FractalRmiConnection(Orb orb, FractalBenchmark stub, byte[] reference, int timeoutMillis, WireCounter wire) {
        this.orb = orb;
        this.stub = stub;
        this.reference = reference;
        this.timeoutMillis = timeoutMillis;
        this.wire = wire;
    }

    @Override
    public WireBytes wireBytes() {
        return wire;
    }

    @Override
    public void ping() {
        FractalBenchmark current = stub();
        try {
            current.ping();
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public long stamp(long t) {
        FractalBenchmark current = stub();
        try {
            return current.stamp(t);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public String getString(int n) {
        FractalBenchmark current = stub();
        try {
            return current.getString(n);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        FractalBenchmark current = stub();
        try {
            return current.getItems(n);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        FractalBenchmark current = stub();
        try {
            return current.getCustomer(id);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        FractalBenchmark current = stub();
        try {
            return current.getCustomers(salesRep, n);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        FractalBenchmark current = stub();
        try {
            return current.echoBytes(data);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        FractalBenchmark current = stub();
        try {
            return current.echoShorts(data);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    @Override
    public long cube(long x) {
        FractalBenchmark current = stub();
        try {
            return current.cube(x);
        } catch (RemoteException e) {
            throw dropped(current, e);
        }
    }

    /** Closes the connection's ORB: its socket and its threads. Safe to call twice. */
    @Override
    public synchronized void close() {
        closed = true;
        stub = null;
        if (orb != null) {
            orb.close();
            orb = null;
        }
    }

    private FractalBenchmark stub() {
        FractalBenchmark current = stub;
        return current != null ? current : rebind();
    }

    /** Forgets the ORB of a failed call, unless another failure already did. */
    private synchronized RemoteException dropped(FractalBenchmark failed, RemoteException failure) {
        if (stub == failed && orb != null) {
            stub = null;
            orb.close();
            orb = null;
        }
        return failure;
    }

    /** Binds the server's interface again in a new ORB, after a failed call. */
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    private synchronized FractalBenchmark rebind() {
        if (closed) {
            throw new IllegalStateException("this Fractal RMI connection is closed");
        }
        if (stub != null) {
            return stub;
        }
        try (ContextLoader own = ContextLoader.of(FractalRmiConnection.class)) {
            Orb fresh = ClientOrbs.start(timeoutMillis, wire);
            try {
                FractalBenchmark bound = (FractalBenchmark) fresh.bind(reference, FractalBenchmark.class.getName());
                orb = fresh;
                stub = bound;
                return bound;
            } catch (Exception | Error e) {
                fresh.close();
                throw e;
            }
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new RemoteException("cannot bind the Fractal RMI server's interface again: " + e, e);
        }
    }
}
