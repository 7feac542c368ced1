package org.mwbench.plugins.soap.axis;

import java.net.URL;
import java.rmi.RemoteException;
import org.apache.axis.client.Call;
import org.apache.axis.client.Service;
import org.apache.axis.description.OperationDesc;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.soap.axis.SoapWire;

/**
 * The benchmark service through Axis's dynamic invocation interface, as a stub made by
 * WSDL2Java calls it: each call makes a new {@link Call} on the connection's {@link Service},
 * gives it the operation's description, the endpoint and the timeout, and invokes it. A Call
 * holds one call's state and is not thread-safe; the Service, its engine and the operation
 * descriptions are shared, so concurrent calls on one connection run in parallel, each on
 * a TCP connection of its own.
 *
 * <p>Axis returns boxed values and {@code Object}; the casts are the adapter's only work.
 * An Axis failure ({@code AxisFault}, a {@code RemoteException}) passes through unchanged:
 * a SOAP fault from the server, a timeout, a refused connection.
 */
final class AxisSoapConnection extends AbstractCountedConnection {
    private final Service service;
    private final URL url;
    private final Integer timeoutMillis;
    private final OperationDesc ping = SoapWire.ping();
    private final OperationDesc stamp = SoapWire.stamp();
    private final OperationDesc getString = SoapWire.getString();
    private final OperationDesc getItems = SoapWire.getItems();
    private final OperationDesc getCustomer = SoapWire.getCustomer();
    private final OperationDesc getCustomers = SoapWire.getCustomers();
    private final OperationDesc echoBytes = SoapWire.echoBytes();
    private final OperationDesc cube = SoapWire.cube();
    private final OperationDesc echoShorts = SoapWire.echoShorts();
    /** {@code whiteBox}: whether the engine's pivot is a {@link TimedConnectionSender} ({@code whitebox=true}). */
    AxisSoapConnection(Service service, URL url, int timeoutMillis, WireCounter counter, boolean whiteBox) {
        super(counter, whiteBox);
        this.service = service;
        this.url = url;
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public void ping() throws RemoteException {
        invoke(ping);
    }

    @Override
    public long stamp(long t) throws RemoteException {
        return (Long) invoke(stamp, t);
    }

    @Override
    public String getString(int n) throws RemoteException {
        return (String) invoke(getString, n);
    }

    @Override
    public Data2[] getItems(int n) throws RemoteException {
        return (Data2[]) invoke(getItems, n);
    }

    @Override
    public Data3 getCustomer(String id) throws RemoteException {
        return (Data3) invoke(getCustomer, id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws RemoteException {
        return (Data3[]) invoke(getCustomers, salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) throws RemoteException {
        return (byte[]) invoke(echoBytes, (Object) data);
    }

    @Override
    public short[] echoShorts(short[] data) throws RemoteException {
        return (short[]) invoke(echoShorts, (Object) data);
    }

    @Override
    public long cube(long x) throws RemoteException {
        return (Long) invoke(cube, x);
    }

    private Object invoke(OperationDesc operation, Object... arguments) throws RemoteException {
        Call call = new Call(service);
        call.setOperation(operation);
        call.setOperationName(operation.getElementQName());
        call.setTargetEndpointAddress(url);
        call.setTimeout(timeoutMillis);
        return call.invoke(arguments);
    }

    /** Axis keeps no socket between calls: there is nothing to release but the engine. */
    @Override
    public void close() {
        service.getEngine().cleanup();
    }

    @Override
    public String toString() {
        return "soap-axis connection to " + url;
    }
}
