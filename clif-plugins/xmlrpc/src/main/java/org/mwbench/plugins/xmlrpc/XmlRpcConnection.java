package org.mwbench.plugins.xmlrpc;

import org.apache.commons.httpclient.MultiThreadedHttpConnectionManager;
import org.apache.xmlrpc.XmlRpcException;
import org.apache.xmlrpc.client.XmlRpcClient;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.xmlrpc.XmlRpcMethods;
import org.mwbench.servers.xmlrpc.XmlRpcValues;

/**
 * One {@link XmlRpcClient} and its pool of keep-alive HTTP connections. Thread-safe, and it
 * does not serialize calls: each call in flight has a pooled TCP connection of its own.
 * Failures arrive as Apache's {@link XmlRpcException}: a fault from the server (its string
 * names the service's exception), or an I/O failure or timeout as its cause.
 */
final class XmlRpcConnection extends AbstractCountedConnection {
    private static final Object[] NO_PARAMS = {};

    private final XmlRpcClient client;
    private final MultiThreadedHttpConnectionManager pool;
    private final String endpoint;

    /** {@code whiteBox}: whether the transport is a {@link WhiteBoxCommonsTransport} ({@code whitebox=true}). */
    XmlRpcConnection(XmlRpcClient client, MultiThreadedHttpConnectionManager pool, WireCounter counter, String endpoint,
                     boolean whiteBox) {
        super(counter, whiteBox);
        this.client = client;
        this.endpoint = endpoint;
        this.pool = pool;
    }

    @Override
    public void ping() throws XmlRpcException {
        client.execute(XmlRpcMethods.PING, NO_PARAMS);
    }

    @Override
    public long stamp(long t) throws XmlRpcException {
        return XmlRpcValues.toLong(client.execute(XmlRpcMethods.STAMP, new Object[] {t}));
    }

    @Override
    public String getString(int n) throws XmlRpcException {
        return (String) client.execute(XmlRpcMethods.GET_STRING, new Object[] {n});
    }

    @Override
    public Data2[] getItems(int n) throws XmlRpcException {
        return XmlRpcValues.toItems(client.execute(XmlRpcMethods.GET_ITEMS, new Object[] {n}));
    }

    @Override
    public Data3 getCustomer(String id) throws XmlRpcException {
        return XmlRpcValues.toCustomer(client.execute(XmlRpcMethods.GET_CUSTOMER, new Object[] {id}));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws XmlRpcException {
        return XmlRpcValues.toCustomers(client.execute(XmlRpcMethods.GET_CUSTOMERS, new Object[] {salesRep, n}));
    }

    @Override
    public byte[] echoBytes(byte[] data) throws XmlRpcException {
        return (byte[]) client.execute(XmlRpcMethods.ECHO_BYTES, new Object[] {data});
    }

    @Override
    public short[] echoShorts(short[] data) throws XmlRpcException {
        return XmlRpcValues.toShorts(client.execute(XmlRpcMethods.ECHO_SHORTS, new Object[] {XmlRpcValues.shorts(data)}));
    }

    @Override
    public long cube(long x) throws XmlRpcException {
        return XmlRpcValues.toLong(client.execute(XmlRpcMethods.CUBE, new Object[] {x}));
    }

    /** Closes the pooled connections; safe to call twice. */
    @Override
    public void close() {
        pool.shutdown();
    }

    @Override
    public String toString() {
        return "xmlrpc connection to " + endpoint;
    }
}
