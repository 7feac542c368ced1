package org.mwbench.servers.ice;

import com.zeroc.Ice.Current;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.servers.ice.mwbench.Benchmark;
import org.mwbench.servers.ice.mwbench.Data2;
import org.mwbench.servers.ice.mwbench.Data3;
import org.mwbench.servers.ice.mwbench.ServiceFailure;

/**
 * The Ice servant: each operation calls the {@link BenchmarkService} and turns its answer
 * into the Slice types. Whatever the service throws reaches the client as a
 * {@link ServiceFailure} carrying the exception's {@code toString()}.
 */
final class BenchmarkServant implements Benchmark {
    private final BenchmarkService service;

    BenchmarkServant(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping(Current current) throws ServiceFailure {
        try {
            service.ping();
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public long stamp(long t, Current current) throws ServiceFailure {
        try {
            return service.stamp(t);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public String getString(int n, Current current) throws ServiceFailure {
        try {
            return service.getString(n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data2[] getItems(int n, Current current) throws ServiceFailure {
        try {
            return ToWire.items(service.getItems(n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3 getCustomer(String id, Current current) throws ServiceFailure {
        try {
            return ToWire.customer(service.getCustomer(id));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n, Current current) throws ServiceFailure {
        try {
            return ToWire.customers(service.getCustomers(salesRep, n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data, Current current) throws ServiceFailure {
        try {
            return service.echoBytes(data);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data, Current current) throws ServiceFailure {
        try {
            return service.echoShorts(data);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public long cube(long x, Current current) throws ServiceFailure {
        try {
            return service.cube(x);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    private static ServiceFailure failure(Exception e) {
        return new ServiceFailure(String.valueOf(e), e);
    }
}
