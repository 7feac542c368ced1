package org.mwbench.servers.soap.axis;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The object Axis's RPC provider calls by reflection, one method per operation of
 * {@link SoapWire}: a public class with exactly the public methods a client may call, each
 * handing its call to the benchmark service. An exception the service throws becomes a SOAP
 * fault whose string carries its message.
 *
 * <p>It does not implement {@link BenchmarkService} on purpose: Axis exposes every public
 * method of the class it introspects, and the service's interface is not the wire's.
 */
public final class BenchmarkEndpoint {
    private final BenchmarkService service;

    BenchmarkEndpoint(BenchmarkService service) {
        this.service = service;
    }

    public void ping() throws Exception {
        service.ping();
    }

    public long stamp(long t) throws Exception {
        return service.stamp(t);
    }

    public String getString(int n) throws Exception {
        return service.getString(n);
    }

    public Data2[] getItems(int n) throws Exception {
        return service.getItems(n);
    }

    public Data3 getCustomer(String id) throws Exception {
        return service.getCustomer(id);
    }

    public Data3[] getCustomers(String salesRep, int n) throws Exception {
        return service.getCustomers(salesRep, n);
    }

    public byte[] echoBytes(byte[] data) throws Exception {
        return service.echoBytes(data);
    }

    public short[] echoShorts(short[] data) throws Exception {
        return service.echoShorts(data);
    }

    public long cube(long x) throws Exception {
        return service.cube(x);
    }
}
