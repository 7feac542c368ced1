package org.mwbench.servers.dubbo.client;

import java.util.Optional;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.dubbo.DubboBenchmark;
import org.mwbench.servers.dubbo.DubboFramework;

/**
 * A Dubbo reference (the proxy Dubbo made for {@link DubboBenchmark}) in a framework of its own:
 * one TCP connection, which carries concurrent calls told apart by request id (dubbo) or HTTP/2
 * stream (triple). Calls throw Dubbo's {@code RpcException} unchanged; a service's own exception
 * arrives as itself (the JDK's exceptions pass Dubbo's allow list). Bytes on the wire are counted
 * for the dubbo protocol only ({@link CountingCodec}); triple's HTTP/2 frames are written by
 * Netty's HTTP/2 codec in a pipeline Dubbo offers no hook into.
 */
final class DubboConnection implements BenchmarkConnection {
    private final DubboFramework framework;
    private final DubboBenchmark proxy;
    private final WireBytes counter;
    private final boolean whiteBox;

    /** @param counter the connection's wire counter, null where it is not counted */
    DubboConnection(DubboFramework framework, DubboBenchmark proxy, WireBytes counter, boolean whiteBox) {
        this.framework = framework;
        this.proxy = proxy;
        this.counter = counter;
        this.whiteBox = whiteBox;
    }

    @Override
    public Optional<WireBytes> wireCounter() {
        return Optional.ofNullable(counter);
    }

    @Override
    public boolean whiteBoxTimed() {
        return whiteBox;
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

    /** Destroys the reference's framework: its connection, executors and event loops; safe to call twice. */
    @Override
    public void close() throws Exception {
        framework.close();
    }
}
