package org.mwbench.servers.thrift;

import java.nio.ByteBuffer;
import java.util.List;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.servers.thrift.generated.Benchmark;
import org.mwbench.servers.thrift.generated.Data2;
import org.mwbench.servers.thrift.generated.Data3;
import org.mwbench.servers.thrift.generated.ServiceFailure;

/**
 * The benchmark service as Thrift's generated {@code Benchmark.Iface}: each call converted
 * ({@link ThriftMapping}), and whatever the service throws sent back as the IDL's declared
 * {@link ServiceFailure} with its message (an undeclared exception would reach the client as
 * Thrift's INTERNAL_ERROR, without it).
 */
final class BenchmarkHandler implements Benchmark.Iface {
    private final BenchmarkService service;

    BenchmarkHandler(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping() throws ServiceFailure {
        try {
            service.ping();
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public long stamp(long t) throws ServiceFailure {
        try {
            return service.stamp(t);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public String getString(int n) throws ServiceFailure {
        try {
            return service.getString(n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public List<Data2> getItems(int n) throws ServiceFailure {
        try {
            return ThriftMapping.itemsToThrift(service.getItems(n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) throws ServiceFailure {
        try {
            return ThriftMapping.toThrift(service.getCustomer(id));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public List<Data3> getCustomers(String salesRep, int n) throws ServiceFailure {
        try {
            return ThriftMapping.customersToThrift(service.getCustomers(salesRep, n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public ByteBuffer echoBytes(ByteBuffer data) throws ServiceFailure {
        try {
            return ByteBuffer.wrap(service.echoBytes(ThriftMapping.bytes(data)));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public List<Short> echoShorts(List<Short> data) throws ServiceFailure {
        try {
            return ThriftMapping.shorts(service.echoShorts(ThriftMapping.shorts(data)));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public long cube(long x) throws ServiceFailure {
        try {
            return service.cube(x);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    private static ServiceFailure failure(Exception e) {
        String message = e.getMessage();
        return new ServiceFailure(message == null ? e.getClass().getName() : e.getClass().getSimpleName() + ": " + message);
    }
}
