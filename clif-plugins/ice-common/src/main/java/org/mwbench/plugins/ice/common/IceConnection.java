package org.mwbench.plugins.ice.common;

import com.zeroc.Ice.Communicator;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ice.mwbench.BenchmarkPrx;

/**
 * One Ice connection: a proxy, with its invocation timeout, on a communicator of its own.
 * Ice proxies are thread-safe and a connection carries many requests at once (each reply
 * finds its caller by request id), so concurrent calls through one instance are not
 * serialized. Ice's exceptions ({@code InvocationTimeoutException},
 * {@code ConnectionRefusedException}, {@code ServiceFailure}...) pass through unchanged.
 *
 * <p>Its wire bytes are those its communicator's observer counted: the communicator is this
 * connection's alone, so no other connection's traffic is in them.
 */
final class IceConnection extends AbstractCountedConnection {
    private final Communicator communicator;
    private final BenchmarkPrx proxy;

    /** {@code whiteBox}: whether the communicator carries the {@link WhiteBoxObserver} ({@code whitebox=true}). */
    IceConnection(Communicator communicator, BenchmarkPrx proxy, WireBytes wire, boolean whiteBox) {
        super(wire, whiteBox);
        this.communicator = communicator;
        this.proxy = proxy;
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
        return FromWire.items(proxy.getItems(n));
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        return FromWire.customer(proxy.getCustomer(id));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        return FromWire.customers(proxy.getCustomers(salesRep, n));
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

    /** Destroys the communicator: its connection and threads. Ice's destroy is idempotent. */
    @Override
    public void close() {
        communicator.destroy();
    }

    @Override
    public String toString() {
        return "ice connection to " + proxy;
    }
}
