package org.mwbench.plugins.rmi;

import java.rmi.RemoteException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.RemoteBenchmark;

/**
 * One stub. RMI gives each call in flight a TCP connection of its own from a pool it keeps
 * per (host, port, socket factory), so a shared stub serves concurrent calls without a queue.
 * The stub's factory is this connection's alone ({@link CountingSocketFactory}), so is its
 * pool, and every byte on those sockets counts into this connection's {@link WireCounter}:
 * one add per read or write of RMI's buffered streams.
 */
final class RmiConnection implements CountedConnection {
    private final RemoteBenchmark stub;
    private final WireCounter wire;

    RmiConnection(RemoteBenchmark stub, WireCounter wire) {
        this.stub = stub;
        this.wire = wire;
    }

    @Override
    public WireBytes wireBytes() {
        return wire;
    }

    @Override
    public void ping() throws RemoteException {
        stub.ping();
    }

    @Override
    public long stamp(long t) throws RemoteException {
        return stub.stamp(t);
    }

    @Override
    public String getString(int n) throws RemoteException {
        return stub.getString(n);
    }

    @Override
    public Data2[] getItems(int n) throws RemoteException {
        return stub.getItems(n);
    }

    @Override
    public Data3 getCustomer(String id) throws RemoteException {
        return stub.getCustomer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws RemoteException {
        return stub.getCustomers(salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) throws RemoteException {
        return stub.echoBytes(data);
    }

    @Override
    public short[] echoShorts(short[] data) throws RemoteException {
        return stub.echoShorts(data);
    }

    @Override
    public long cube(long x) throws RemoteException {
        return stub.cube(x);
    }

    /**
     * Nothing to release by hand: the pooled sockets belong to RMI, which closes them once idle
     * (15 s, {@code sun.rmi.transport.connectionTimeout}), and the stub's lease on the server
     * ends when the stub is garbage.
     */
    @Override
    public void close() {
        // see above
    }
}
