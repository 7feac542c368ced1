package org.mwbench.servers.dubbo;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The service a server was given, as the {@link DubboBenchmark} Dubbo exports: each call passed on.
 * Public: where javassist cannot generate its invoker (in a plugin's class loader it falls back),
 * Dubbo calls it by reflection through a JDK proxy.
 */
public final class ExportedService implements DubboBenchmark {
    private final BenchmarkService service;

    ExportedService(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping() throws Exception {
        service.ping();
    }

    @Override
    public long stamp(long t) throws Exception {
        return service.stamp(t);
    }

    @Override
    public String getString(int n) throws Exception {
        return service.getString(n);
    }

    @Override
    public Data2[] getItems(int n) throws Exception {
        return service.getItems(n);
    }

    @Override
    public Data3 getCustomer(String id) throws Exception {
        return service.getCustomer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        return service.getCustomers(salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) throws Exception {
        return service.echoBytes(data);
    }

    @Override
    public short[] echoShorts(short[] data) throws Exception {
        return service.echoShorts(data);
    }

    @Override
    public long cube(long x) throws Exception {
        return service.cube(x);
    }
}
