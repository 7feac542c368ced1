package org.mwbench.servers.hessian;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The service as the skeleton calls it: each call passes through, and a failure is rethrown as a
 * {@link HessianServiceFault} that carries the service exception's {@code toString()} only. The
 * cost on a call that succeeds is a try block.
 */
final class FaultingService implements BenchmarkService {
    private final BenchmarkService service;

    FaultingService(BenchmarkService service) {
        this.service = service;
    }

    private static HessianServiceFault fault(Exception e) {
        return new HessianServiceFault(e.toString());
    }

    @Override
    public void ping() {
        try {
            service.ping();
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public long stamp(long t) {
        try {
            return service.stamp(t);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public String getString(int n) {
        try {
            return service.getString(n);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        try {
            return service.getItems(n);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try {
            return service.getCustomer(id);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try {
            return service.getCustomers(salesRep, n);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        try {
            return service.echoBytes(data);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        try {
            return service.echoShorts(data);
        } catch (Exception e) {
            throw fault(e);
        }
    }

    @Override
    public long cube(long x) {
        try {
            return service.cube(x);
        } catch (Exception e) {
            throw fault(e);
        }
    }
}
