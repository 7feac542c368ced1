package org.mwbench.servers.ejb.openejb;

import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The benchmark service as an EJB 3 remote business interface: the wire definition of protocol
 * {@code ejb-openejb}. A plain interface (no {@code java.rmi.Remote}), as EJB 3 allows: the
 * container's remote client makes the proxy, and a failed call reaches the client as an
 * {@link javax.ejb.EJBException} (an unchecked one) carrying the container's or the transport's
 * cause. The contract's records travel by Java serialization, as they do over RMI; see
 * {@link org.mwbench.contract.BenchmarkService} for what each operation returns.
 *
 * <p>It declares no {@code throws}: a business method's checked exceptions are application
 * exceptions in EJB, which the service has none of.
 */
public interface EjbBenchmark {

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
