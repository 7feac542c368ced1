package org.mwbench.servers.rmi;

import java.rmi.Remote;
import java.rmi.RemoteException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The benchmark service as a Java RMI remote interface: the wire definition of protocol
 * {@code rmi}. The contract's records travel by Java serialization, as they are (they are
 * {@link java.io.Serializable} JavaBeans); see {@link org.mwbench.contract.BenchmarkService}
 * for what each operation returns.
 */
public interface RemoteBenchmark extends Remote {

    void ping() throws RemoteException;

    long stamp(long t) throws RemoteException;

    String getString(int n) throws RemoteException;

    Data2[] getItems(int n) throws RemoteException;

    Data3 getCustomer(String id) throws RemoteException;

    Data3[] getCustomers(String salesRep, int n) throws RemoteException;

    byte[] echoBytes(byte[] data) throws RemoteException;

    /** Java serialization's {@code short[]}: a class descriptor, a count, then 2 bytes a short. */
    short[] echoShorts(short[] data) throws RemoteException;

    long cube(long x) throws RemoteException;
}
