package org.mwbench.contract;

/**
 * The reference behaviour of the benchmark service. Every protocol's server delegates to it,
 * so that all of them return the same data, and {@link Conformance} compares every client's
 * answers with it.
 *
 * <p>Stateless and thread-safe: one instance may serve any number of concurrent calls. Its
 * methods declare no exception, so a server's skeleton can call it without a {@code try}.
 *
 * <p>Sizes above {@link ServiceLimits} fail with an {@link IllegalArgumentException} before
 * anything is built, as negative ones do: a server maps both to its middleware's error reply.
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
        ServiceLimits.requireWithin("characters", n, ServiceLimits.MAX_STRING_LENGTH);
        return ReferenceData.string(n);
    }

    @Override
    public Data2[] getItems(int n) {
        ServiceLimits.requireWithin("items", n, ServiceLimits.MAX_ITEMS);
        return ReferenceData.items(n);
    }

    @Override
    public Data3 getCustomer(String id) {
        return ReferenceData.customer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        ServiceLimits.requireWithin("customers", n, ServiceLimits.MAX_CUSTOMERS);
        return ReferenceData.customers(salesRep, n);
    }

    /**
     * Returns {@code data} itself. A local caller gets its own array back; a remote one gets
     * the copy its middleware unmarshalled, which is the copying CCMPerf measures.
     */
    @Override
    public byte[] echoBytes(byte[] data) {
        if (data != null) {
            ServiceLimits.requireWithin("bytes", data.length, ServiceLimits.MAX_ECHO_BYTES);
        }
        return data;
    }

    /**
     * Returns {@code data} itself, as {@link #echoBytes} does: a remote caller gets the copy
     * its middleware unmarshalled.
     */
    @Override
    public short[] echoShorts(short[] data) {
        if (data != null) {
            ServiceLimits.requireWithin("shorts", data.length, ServiceLimits.MAX_ECHO_SHORTS);
        }
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
