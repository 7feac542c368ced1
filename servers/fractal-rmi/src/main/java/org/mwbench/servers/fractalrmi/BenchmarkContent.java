package org.mwbench.servers.fractalrmi;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The content of the benchmark component: Julia routes each call of the component's
 * {@code benchmark} interface here, and it hands the call to the service under test.
 *
 * <p>The service declares {@code throws Exception}; the wire interface cannot, so a checked
 * failure goes back to the caller wrapped in an unchecked exception of the JDK's (which every
 * client can deserialize) with the original as its cause.
 */
public final class BenchmarkContent implements FractalBenchmark {
    private final BenchmarkService service;

    public BenchmarkContent(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping() {
        try {
            service.ping();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long stamp(long t) {
        try {
            return service.stamp(t);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public String getString(int n) {
        try {
            return service.getString(n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        try {
            return service.getItems(n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try {
            return service.getCustomer(id);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try {
            return service.getCustomers(salesRep, n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        try {
            return service.echoBytes(data);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        try {
            return service.echoShorts(data);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long cube(long x) {
        try {
            return service.cube(x);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    private static IllegalStateException failed(Exception e) {
        return new IllegalStateException("the benchmark service failed: " + e, e);
    }
}
