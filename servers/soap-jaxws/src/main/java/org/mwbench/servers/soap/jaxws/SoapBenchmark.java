package org.mwbench.servers.soap.jaxws;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import jakarta.jws.soap.SOAPBinding;
import jakarta.xml.ws.RequestWrapper;
import jakarta.xml.ws.ResponseWrapper;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The wire definition: the benchmark service as a JAX-WS service endpoint interface, SOAP 1.1
 * document/literal wrapped. The server implements it ({@link BenchmarkEndpoint}), the client
 * plugin gets a dynamic proxy of it; {@code BenchmarkService.wsdl} (next to this class) is the
 * same contract as WSDL, which both sides load.
 *
 * <p>The contract's beans ({@link Data2}, {@link Data3} and what they nest) travel as they
 * are: they are JavaBeans with no-argument constructors, getters and setters, which JAXB maps
 * without annotations (to types of the service's namespace), so no wire copy is needed. The
 * request and response wrapper beans are classes of this module
 * ({@link org.mwbench.servers.soap.jaxws.wrappers}), so that the RI need not generate and
 * inject them at run time.
 *
 * <p>No method declares a checked exception: JAX-WS would map one to a fault bean of its own.
 * A service failure reaches the client as a SOAP fault, a {@code SOAPFaultException} carrying
 * the service's message.
 */
@WebService(name = SoapNames.PORT_TYPE, targetNamespace = SoapNames.NAMESPACE)
@SOAPBinding(style = SOAPBinding.Style.DOCUMENT, use = SOAPBinding.Use.LITERAL,
        parameterStyle = SOAPBinding.ParameterStyle.WRAPPED)
public interface SoapBenchmark {
    /** Where the request and response wrapper beans are, written as wsgen would write them. */
    String WRAPPERS = "org.mwbench.servers.soap.jaxws.wrappers.";

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "Ping")
    @ResponseWrapper(className = WRAPPERS + "PingResponse")
    void ping();

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "Stamp")
    @ResponseWrapper(className = WRAPPERS + "StampResponse")
    @WebResult(name = "t")
    long stamp(@WebParam(name = "t") long t);

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "GetString")
    @ResponseWrapper(className = WRAPPERS + "GetStringResponse")
    @WebResult(name = "text")
    String getString(@WebParam(name = "n") int n);

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "GetItems")
    @ResponseWrapper(className = WRAPPERS + "GetItemsResponse")
    @WebResult(name = "item")
    Data2[] getItems(@WebParam(name = "n") int n);

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "GetCustomer")
    @ResponseWrapper(className = WRAPPERS + "GetCustomerResponse")
    @WebResult(name = "customer")
    Data3 getCustomer(@WebParam(name = "id") String id);

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "GetCustomers")
    @ResponseWrapper(className = WRAPPERS + "GetCustomersResponse")
    @WebResult(name = "customer")
    Data3[] getCustomers(@WebParam(name = "salesRep") String salesRep, @WebParam(name = "n") int n);

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "EchoBytes")
    @ResponseWrapper(className = WRAPPERS + "EchoBytesResponse")
    @WebResult(name = "data")
    byte[] echoBytes(@WebParam(name = "data") byte[] data);

    @WebMethod
    @RequestWrapper(className = WRAPPERS + "Cube")
    @ResponseWrapper(className = WRAPPERS + "CubeResponse")
    @WebResult(name = "cube")
    long cube(@WebParam(name = "x") long x);

    /** Each short an {@code <item>} of {@code xs:short}: about 15 bytes of XML where a socket sends 2. */
    @WebMethod
    @RequestWrapper(className = WRAPPERS + "EchoShorts")
    @ResponseWrapper(className = WRAPPERS + "EchoShortsResponse")
    @WebResult(name = "item")
    short[] echoShorts(@WebParam(name = "item") short[] data);
}
