package org.mwbench.servers.soap.jaxws;

import java.net.URL;
import javax.xml.namespace.QName;

/** The names both sides of the SOAP protocol agree on: namespace, service, port, WSDL, path. */
public final class SoapNames {
    /** The target namespace of the service, its operations and their wrapper elements. */
    public static final String NAMESPACE = "urn:mwbench:soap";

    /** The WSDL port type, which is the service endpoint interface {@link SoapBenchmark}. */
    public static final String PORT_TYPE = "Benchmark";

    public static final String SERVICE_NAME = "BenchmarkService";
    public static final String PORT_NAME = "BenchmarkPort";
    public static final QName SERVICE = new QName(NAMESPACE, SERVICE_NAME);
    public static final QName PORT = new QName(NAMESPACE, PORT_NAME);

    /** The HTTP path the service is published at; the WSDL is at the same path with {@code ?wsdl}. */
    public static final String PATH = "/mwbench";

    /**
     * The WSDL both sides load, as a class path resource: the server publishes it (the RI
     * checks the endpoint against it and serves it at {@code ?wsdl}) and the client builds
     * its proxy from it without fetching anything.
     */
    public static final String WSDL_RESOURCE = "org/mwbench/servers/soap/jaxws/BenchmarkService.wsdl";

    private SoapNames() {
    }

    /** The WSDL inside this module's jar, for the client's {@code Service.create}. */
    public static URL wsdl() {
        URL url = SoapNames.class.getClassLoader().getResource(WSDL_RESOURCE);
        if (url == null) {
            throw new IllegalStateException(WSDL_RESOURCE + " is missing from " + SoapNames.class.getProtectionDomain()
                    .getCodeSource());
        }
        return url;
    }
}
