package org.mwbench.contract;

/**
 * A candidate that answers as the reference does; each faulty candidate in the tests
 * overrides one method to be wrong in one field.
 */
public class ForwardingService implements BenchmarkService {

    final ReferenceService reference = new ReferenceService();

    @Override
    public void ping() throws Exception {
        reference.ping();
    }

    @Override
    public long stamp(long t) throws Exception {
        return reference.stamp(t);
    }

    @Override
    public String getString(int n) throws Exception {
        return reference.getString(n);
    }

    @Override
    public Data2[] getItems(int n) throws Exception {
        return reference.getItems(n);
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        return reference.getCustomer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        return reference.getCustomers(salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) throws Exception {
        // A copy, as a remote server's answer is, so the faulty candidates may alter it.
        return data.clone();
    }

    @Override
    public short[] echoShorts(short[] data) throws Exception {
        return data.clone();
    }

    @Override
    public long cube(long x) throws Exception {
        return reference.cube(x);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName();
    }
}
