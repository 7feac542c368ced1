package org.mwbench.servers.fractalrmi;

import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The wire interface: the signature of the benchmark component's Fractal server interface,
 * which Fractal RMI exports and for which it generates stubs and skeletons at run time.
 *
 * <p>It mirrors {@link org.mwbench.contract.BenchmarkService} operation by operation. Fractal
 * needs a Java interface of its own here (the contract's declares {@code throws Exception}
 * on every operation and is not a component interface); its values are the contract's beans,
 * which Fractal RMI sends with Java serialization. A failed call surfaces as Fractal RMI's
 * unchecked {@code org.objectweb.fractal.rmi.RemoteException}, so no operation declares one.
 */
public interface FractalBenchmark {

    void ping();

    long stamp(long t);

    String getString(int n);

    Data2[] getItems(int n);

    Data3 getCustomer(String id);

    Data3[] getCustomers(String salesRep, int n);

    byte[] echoBytes(byte[] data);

    short[] echoShorts(short[] data);

    long cube(long x);
}
