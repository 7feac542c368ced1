package org.mwbench.plugins.soap.jaxws;

import com.sun.xml.ws.api.ComponentFeature;
import com.sun.xml.ws.developer.JAXWSProperties;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Service;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.soap.jaxws.RuntimeWarmUp;
import org.mwbench.servers.soap.jaxws.SoapBenchmark;
import org.mwbench.servers.soap.jaxws.SoapEndpoint;
import org.mwbench.servers.soap.jaxws.SoapJaxwsServer;
import org.mwbench.servers.soap.jaxws.SoapNames;

/**
 * The JAX-WS RI client: checks the endpoint with one bounded GET of its WSDL
 * ({@link WsdlProbe}), then builds a dynamic proxy from the WSDL in the server module's jar,
 * aims it at the endpoint and bounds its calls with the RI's connect and request timeouts.
 * It takes no options.
 */
public final class SoapJaxwsClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return SoapJaxwsServer.PROTOCOL;
    }

    /** The JAX-WS RI's client, whose HTTP transport is the JDK's HttpURLConnection. */
    @Override
    public String library() {
        return "JAX-WS RI " + org.mwbench.contract.middleware.LibraryVersion.of(com.sun.xml.ws.api.BindingID.class,
                "com.sun.xml.ws", "jaxws-rt") + " on the JDK's HttpURLConnection " + System.getProperty("java.version");
    }

    /**
     * @param endpoint {@code http://HOST:PORT/mwbench}, the service address
     * @throws IllegalArgumentException for a malformed endpoint
     * @throws java.net.ConnectException and the like when nothing answers there in time
     * @throws jakarta.xml.ws.WebServiceException when what answers is not this service
     */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(SoapJaxwsServer.PROTOCOL, settings.options(), Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(SoapJaxwsServer.PROTOCOL, settings.options());
        SoapEndpoint parsed = SoapEndpoint.parse(endpoint);
        int timeoutMillis = settings.callTimeoutMillis();
        WsdlProbe.check(parsed, timeoutMillis);

        WireCounter counter = new WireCounter();
        try (ContextLoader own = ContextLoader.of(SoapJaxwsClient.class)) {
            RuntimeWarmUp.xmlFactories();
            Service service = Service.create(SoapNames.wsdl(), SoapNames.SERVICE,
                    new ComponentFeature(new CountingTransportFactory(counter), ComponentFeature.Target.CONTAINER));
            SoapBenchmark proxy = service.getPort(SoapNames.PORT, SoapBenchmark.class);
            Map<String, Object> requestContext = ((BindingProvider) proxy).getRequestContext();
            requestContext.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, parsed.toString());
            requestContext.put(JAXWSProperties.CONNECT_TIMEOUT, timeoutMillis);
            requestContext.put(JAXWSProperties.REQUEST_TIMEOUT, timeoutMillis);
            if (whiteBox) {
                // off, the proxy's handler chain stays empty
                ((BindingProvider) proxy).getBinding().setHandlerChain(List.of(new WhiteBoxHandler()));
                return new SoapJaxwsConnection(proxy, counter, true);
            }
            return new SoapJaxwsConnection(proxy, counter, false);
        }
    }

    /**
     * True: the RI's proxy serves concurrent callers, each call on an HTTP connection of its own,
     * as the scalability plans have always run it (connection=shared).
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
