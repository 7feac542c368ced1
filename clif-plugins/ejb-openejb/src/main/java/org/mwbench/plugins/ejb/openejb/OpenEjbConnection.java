package org.mwbench.plugins.ejb.openejb;

import org.apache.openejb.client.ConnectionManager;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ejb.openejb.EjbBenchmark;

/**
 * The bean's proxy, as openejb-client made it. Each call runs with this plugin's loader as the
 * thread's context loader ({@link ContextLoader}): openejb-client resolves every class it reads
 * through the context loader (the bean's interface when it makes the proxy, the classes of a
 * reply: an {@code EJBException}, a contract record), and a virtual user's thread carries the
 * platform's, which sees neither the plugin's jars nor this interface. The proxy is thread-safe: each call in flight
 * takes a socket of its own from the connection's {@link BoundedConnectionFactory}, whose bytes
 * count into this connection's {@link org.mwbench.contract.middleware.WireCounter}: the JNDI
 * look-up at connect, then each call's ejbd request and reply, keep-alive byte included.
 */
@SuppressWarnings("try") // each call's ContextLoader is held for its block, not used in it
final class OpenEjbConnection implements CountedConnection {
    private final EjbBenchmark bean;
    private final BoundedConnectionFactory sockets;
    private final String scheme;

    OpenEjbConnection(EjbBenchmark bean, BoundedConnectionFactory sockets, String scheme) {
        this.bean = bean;
        this.sockets = sockets;
        this.scheme = scheme;
    }

    @Override
    public WireBytes wireBytes() {
        return sockets.wire();
    }

    @Override
    public void ping() {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            bean.ping();
        }
    }

    @Override
    public long stamp(long t) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.stamp(t);
        }
    }

    @Override
    public String getString(int n) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.getString(n);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.getItems(n);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.getCustomer(id);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.getCustomers(salesRep, n);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.echoBytes(data);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.echoShorts(data);
        }
    }

    @Override
    public long cube(long x) {
        try (ContextLoader own = ContextLoader.of(OpenEjbConnection.class)) {
            return bean.cube(x);
        }
    }

    /** Closes the connection's sockets and takes its scheme out of OpenEJB's registry; calls after fail. */
    @Override
    public void close() {
        ConnectionManager.unregisterFactory(scheme);
        sockets.close();
    }
}
