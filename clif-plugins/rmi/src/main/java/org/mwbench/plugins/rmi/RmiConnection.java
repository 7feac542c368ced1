package org.mwbench.plugins.rmi;

import java.rmi.RemoteException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.servers.rmi.RemoteBenchmark;

/**
 * One stub. RMI gives each call in flight a TCP connection of its own from a pool it keeps
 * per (host, port, socket factory) for the whole JVM, so a shared stub serves concurrent
 * calls without a queue, and connections with the same timeout share the pool.
 */
final class RmiConnection implements BenchmarkConnection {
    private final RemoteBenchmark stub;

    RmiConnection(RemoteBenchmark stub) {
        this.stub = stub;
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
