package org.mwbench.plugins.hessian;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.WireCounter;

/**
 * A Hessian proxy and the socket pool it calls through: thread-safe, a keep-alive socket per call in
 * flight. Its counter sees every byte of every socket of the pool (HTTP heads, Hessian bodies,
 * a request sent again after a stale socket), since each is a {@code CountingSocket}.
 */
final class HessianConnection extends AbstractCountedConnection {
    private final BenchmarkService proxy;
    private final SocketPool pool;

    HessianConnection(BenchmarkService proxy, SocketPool pool, WireCounter counter, boolean whiteBox) {
        super(counter, whiteBox);
        this.proxy = proxy;
        this.pool = pool;
    }

    @Override
    public void ping() throws Exception {
        proxy.ping();
    }

    @Override
    public long stamp(long t) throws Exception {
        return proxy.stamp(t);
    }

    @Override
    public String getString(int n) throws Exception {
        return proxy.getString(n);
    }

    @Override
    public Data2[] getItems(int n) throws Exception {
        return proxy.getItems(n);
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        return proxy.getCustomer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        return proxy.getCustomers(salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) throws Exception {
        return proxy.echoBytes(data);
    }

    @Override
    public short[] echoShorts(short[] data) throws Exception {
        return proxy.echoShorts(data);
    }

    @Override
    public long cube(long x) throws Exception {
        return proxy.cube(x);
    }

    /** Closes the idle sockets; a call in flight closes its own when it ends. */
    @Override
    public void close() {
        pool.close();
    }
}
