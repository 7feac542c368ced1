package org.mwbench.servers.corba;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.servers.corba.mwbench.BenchmarkServicePOA;
import org.mwbench.servers.corba.mwbench.Data2;
import org.mwbench.servers.corba.mwbench.Data3;
import org.omg.CORBA.UNKNOWN;

/**
 * The servant of the benchmark IDL: it delegates every operation to a {@link BenchmarkService}
 * and maps the beans to the IDL structs. It uses only the OMG API, so every ORB runs it.
 */
public final class BenchmarkServant extends BenchmarkServicePOA {
    private final BenchmarkService service;

    public BenchmarkServant(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping() {
        try {
            service.ping();
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public long stamp(long t) {
        try {
            return service.stamp(t);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public String getString(int n) {
        try {
            return service.getString(n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        try {
            return StructMapping.toStructs(service.getItems(n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try {
            return StructMapping.toStruct(service.getCustomer(id));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try {
            return StructMapping.toStructs(service.getCustomers(salesRep, n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        try {
            return service.echoBytes(data);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        try {
            return service.echoShorts(data);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public long cube(long x) {
        try {
            return service.cube(x);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    /**
     * The IDL declares no user exceptions: a service's failure reaches the client as the
     * system exception UNKNOWN, with the failure in its message (an ORB maps a servant's
     * unchecked exception to UNKNOWN too, but drops the message).
     */
    private static RuntimeException failure(Exception e) {
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
        }
        UNKNOWN unknown = new UNKNOWN(e.toString());
        unknown.initCause(e);
        return unknown;
    }
}
