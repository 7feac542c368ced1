package org.mwbench.contract;

/**
 * The reference behaviour of the benchmark service. Every protocol's server delegates to it,
 * so that all of them return the same data, and {@link Conformance} compares every client's
 * answers with it.
 *
 * <p>Stateless and thread-safe: one instance may serve any number of concurrent calls. Its
 * methods declare no exception, so a server's skeleton can call it without a {@code try}.
 */
public final class ReferenceService implements BenchmarkService {

    @Override
    public void ping() {
        // Nothing to do: the call is the measurement.
    }

    @Override
    public long stamp(long t) {
        return t;
    }

    @Override
    public String getString(int n) {
        return ReferenceData.string(n);
    }

    @Override
    public Data2[] getItems(int n) {
        return ReferenceData.items(n);
    }

    @Override
    public Data3 getCustomer(String id) {
        return ReferenceData.customer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        return ReferenceData.customers(salesRep, n);
    }

    /**
     * Returns {@code data} itself. A local caller gets its own array back; a remote one gets
     * the copy its middleware unmarshalled, which is the copying CCMPerf measures.
     */
    @Override
    public byte[] echoBytes(byte[] data) {
        return data;
    }

    @Override
    public long cube(long x) {
        return x * x * x;
    }

    @Override
    public String toString() {
        return "ReferenceService";
    }
}
