package org.mwbench.plugins.ejb.openejb;

import org.apache.openejb.client.ConnectionManager;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ejb.openejb.EjbBenchmark;

/**
 * The bean's proxy, as openejb-client made it. Each call runs with this plugin's loader as the
 * thread's context loader ({@link PluginLoader}). The proxy is thread-safe: each call in flight
 * takes a socket of its own from the connection's {@link BoundedConnectionFactory}, whose bytes
 * count into this connection's {@link org.mwbench.contract.middleware.WireCounter}: the JNDI
 * look-up at connect, then each call's ejbd request and reply, keep-alive byte included.
 */
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
        ClassLoader previous = PluginLoader.enter();
        try {
            bean.ping();
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public long stamp(long t) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.stamp(t);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public String getString(int n) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.getString(n);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.getItems(n);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.getCustomer(id);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.getCustomers(salesRep, n);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.echoBytes(data);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.echoShorts(data);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    @Override
    public long cube(long x) {
        ClassLoader previous = PluginLoader.enter();
        try {
            return bean.cube(x);
        } finally {
            PluginLoader.exit(previous);
        }
    }

    /** Closes the connection's sockets and takes its scheme out of OpenEJB's registry; calls after fail. */
    @Override
    public void close() {
        ConnectionManager.unregisterFactory(scheme);
        sockets.close();
    }
}
