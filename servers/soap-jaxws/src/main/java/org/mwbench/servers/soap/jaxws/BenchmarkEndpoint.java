package org.mwbench.servers.soap.jaxws;

import jakarta.jws.WebService;
import jakarta.xml.ws.WebServiceException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.UncheckedServant;

/**
 * The SOAP endpoint: each operation forwards to the {@link BenchmarkService} given to the
 * server, those with plain values as {@link UncheckedServant} writes them. A runtime exception
 * from the service reaches the client as a SOAP fault with its message; a checked one is
 * wrapped in a {@link WebServiceException} first, since the wire interface declares none.
 */
@WebService(endpointInterface = "org.mwbench.servers.soap.jaxws.SoapBenchmark",
        targetNamespace = SoapNames.NAMESPACE, serviceName = SoapNames.SERVICE_NAME,
        portName = SoapNames.PORT_NAME, wsdlLocation = SoapNames.WSDL_RESOURCE)
public class BenchmarkEndpoint extends UncheckedServant implements SoapBenchmark {

    BenchmarkEndpoint(BenchmarkService service) {
        super(service);
    }

    // The records travel as the contract's beans (see SoapBenchmark): nothing to map.

    @Override
    public Data2[] getItems(int n) {
        try {
            return service().getItems(n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try {
            return service().getCustomer(id);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try {
            return service().getCustomers(salesRep, n);
        } catch (Exception e) {
            throw failure(e);
        }
    }

    /** A runtime exception as it is (the RI makes its message the fault string), a checked one wrapped. */
    @Override
    protected RuntimeException failure(Exception e) {
        return e instanceof RuntimeException ? (RuntimeException) e : new WebServiceException(e.toString(), e);
    }
}
