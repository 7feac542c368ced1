package org.mwbench.plugins.soap.jaxws;

import jakarta.xml.ws.WebServiceException;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.mwbench.servers.soap.jaxws.SoapEndpoint;
import org.mwbench.servers.soap.jaxws.SoapNames;

/**
 * What {@code connect} does on the network: one GET of the server's WSDL, bounded by the call
 * timeout, so that a wrong or dead endpoint fails the connect rather than the first call, and
 * a server that is not this service says so. The proxy itself is built from the WSDL in the
 * server module's jar: the RI would fetch a remote WSDL (and its schema) with no timeout at all.
 * A WSDL read to its end leaves its socket in the JDK's keep-alive cache, where the first call
 * finds it.
 */
final class WsdlProbe {
    /** Far more than the published WSDL's 10 KB, and a bound on what a stranger can make us read. */
    private static final int MAX_WSDL_BYTES = 1 << 20;

    private WsdlProbe() {
    }

    /**
     * @throws java.net.ConnectException, java.net.SocketTimeoutException and the like when the
     *         server cannot be reached in time
     * @throws WebServiceException when something answers that is not this service
     */
    static void check(SoapEndpoint endpoint, int timeoutMillis) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) new URL(endpoint.wsdlAddress()).openConnection();
        connection.setConnectTimeout(timeoutMillis);
        connection.setReadTimeout(timeoutMillis);
        connection.setUseCaches(false);
        try {
            int status = connection.getResponseCode();
            if (status != HttpURLConnection.HTTP_OK) {
                throw new WebServiceException(endpoint.wsdlAddress() + " answered HTTP " + status + " "
                        + connection.getResponseMessage() + ", not the WSDL of the mwbench soap-jaxws service");
            }
            byte[] wsdl;
            try (InputStream in = connection.getInputStream()) {
                wsdl = in.readNBytes(MAX_WSDL_BYTES + 1);
            }
            String text = new String(wsdl, StandardCharsets.UTF_8);
            if (wsdl.length > MAX_WSDL_BYTES || !text.contains(SoapNames.NAMESPACE)
                    || !text.contains(SoapNames.SERVICE_NAME)) {
                throw new WebServiceException(endpoint.wsdlAddress() + " serves no WSDL of service "
                        + SoapNames.SERVICE + ": not the mwbench soap-jaxws service");
            }
        } catch (IOException | RuntimeException e) {
            connection.disconnect(); // nothing from this socket is worth keeping
            throw e;
        }
    }
}
