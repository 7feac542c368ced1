package org.mwbench.servers.rmiiiop;

import java.rmi.Remote;
import java.rmi.RemoteException;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The wire definition of the benchmark service over RMI-IIOP: the operations of
 * {@link org.mwbench.contract.BenchmarkService} as a {@link Remote} interface. The contract
 * beans travel by value as RMI-IIOP value types (they are {@link java.io.Serializable}), so
 * no conversion is needed on either side. The GlassFish ORB builds the stub (ASM codegen)
 * and the tie (reflection) from this interface at run time: there is no rmic step.
 *
 * <p>Its repository id, {@code RMI:org.mwbench.servers.rmiiiop.RemoteBenchmark:0000000000000000},
 * is what the server's IOR carries; any RMI-IIOP ORB that has this interface can call it.
 */
public interface RemoteBenchmark extends Remote {

    void ping() throws RemoteException;

    long stamp(long t) throws RemoteException;

    String getString(int n) throws RemoteException;

    Data2[] getItems(int n) throws RemoteException;

    Data3 getCustomer(String id) throws RemoteException;

    Data3[] getCustomers(String salesRep, int n) throws RemoteException;

    byte[] echoBytes(byte[] data) throws RemoteException;

    long cube(long x) throws RemoteException;
}
