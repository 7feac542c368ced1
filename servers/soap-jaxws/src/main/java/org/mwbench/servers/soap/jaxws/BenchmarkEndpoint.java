package org.mwbench.servers.soap.jaxws;

import jakarta.jws.WebService;
import jakarta.xml.ws.WebServiceException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The SOAP endpoint: each operation forwards to the {@link BenchmarkService} given to the
 * server. A runtime exception from the service reaches the client as a SOAP fault with its
 * message; a checked one is wrapped in a {@link WebServiceException} first, since the wire
 * interface declares none.
 */
@WebService(endpointInterface = "org.mwbench.servers.soap.jaxws.SoapBenchmark",
        targetNamespace = SoapNames.NAMESPACE, serviceName = SoapNames.SERVICE_NAME,
        portName = SoapNames.PORT_NAME, wsdlLocation = SoapNames.WSDL_RESOURCE)
public class BenchmarkEndpoint implements SoapBenchmark {
    private final BenchmarkService service;

    BenchmarkEndpoint(BenchmarkService service) {
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
            return service.getItems(n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try {
            return service.getCustomer(id);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try {
            return service.getCustomers(salesRep, n);
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

    /** A runtime exception as it is (the RI makes its message the fault string), a checked one wrapped. */
    private static RuntimeException failure(Exception e) {
        return e instanceof RuntimeException ? (RuntimeException) e : new WebServiceException(e.toString(), e);
    }
}
