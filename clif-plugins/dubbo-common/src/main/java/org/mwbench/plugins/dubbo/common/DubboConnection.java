package org.mwbench.plugins.dubbo.common;

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
    private static final ClassLoader PLUGIN_LOADER = DubboConnection.class.getClassLoader();

    private final DubboFramework framework;
    private final DubboBenchmark proxy;
    private final WireBytes counter;
    private final String counterId;
    private final boolean whiteBox;

    /**
     * @param counter   the connection's wire counter, null where it is not counted
     * @param counterId its id in {@link CountingCodec}, null with it
     */
    DubboConnection(DubboFramework framework, DubboBenchmark proxy, WireBytes counter, String counterId, boolean whiteBox) {
        this.framework = framework;
        this.proxy = proxy;
        this.counter = counter;
        this.counterId = counterId;
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
        ClassLoader caller = enter();
        try {
            proxy.ping();
        } finally {
            leave(caller);
        }
    }

    @Override
    public long stamp(long t) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.stamp(t);
        } finally {
            leave(caller);
        }
    }

    @Override
    public String getString(int n) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.getString(n);
        } finally {
            leave(caller);
        }
    }

    @Override
    public Data2[] getItems(int n) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.getItems(n);
        } finally {
            leave(caller);
        }
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.getCustomer(id);
        } finally {
            leave(caller);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.getCustomers(salesRep, n);
        } finally {
            leave(caller);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.echoBytes(data);
        } finally {
            leave(caller);
        }
    }

    @Override
    public short[] echoShorts(short[] data) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.echoShorts(data);
        } finally {
            leave(caller);
        }
    }

    @Override
    public long cube(long x) throws Exception {
        ClassLoader caller = enter();
        try {
            return proxy.cube(x);
        } finally {
            leave(caller);
        }
    }

    /**
     * The plugin's loader as the calling thread's context loader, for the call: Hessian2 finds its
     * serializers through the context loader as it encodes the request on the caller's thread, and
     * one that holds another copy of hessian-lite (or none) breaks it. Returns the caller's.
     */
    private static ClassLoader enter() {
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        if (caller != PLUGIN_LOADER) {
            thread.setContextClassLoader(PLUGIN_LOADER);
        }
        return caller;
    }

    private static void leave(ClassLoader caller) {
        if (caller != PLUGIN_LOADER) {
            Thread.currentThread().setContextClassLoader(caller);
        }
    }

    /** Destroys the reference's framework: its connection, executors and event loops; safe to call twice. */
    @Override
    public void close() throws Exception {
        try {
            framework.close();
        } finally {
            if (counterId != null) {
                CountingCodec.unregister(counterId);
            }
        }
    }
}
