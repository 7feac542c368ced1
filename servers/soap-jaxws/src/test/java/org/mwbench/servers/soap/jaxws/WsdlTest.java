package org.mwbench.servers.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import jakarta.jws.WebService;
import jakarta.xml.ws.Endpoint;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * The shipped WSDL is what the RI derives from {@link SoapBenchmark}: an endpoint published
 * without a WSDL of its own makes the RI generate one (and its schema), which must equal the
 * shipped document once the schema is inlined, element for element. And the server serves the
 * shipped WSDL, with its real address.
 */
class WsdlTest {

    /** The same port as the server's, but without wsdlLocation: the RI generates the WSDL. */
    @WebService(endpointInterface = "org.mwbench.servers.soap.jaxws.SoapBenchmark",
            targetNamespace = SoapNames.NAMESPACE, serviceName = SoapNames.SERVICE_NAME, portName = SoapNames.PORT_NAME)
    public static class GeneratingEndpoint implements SoapBenchmark {
        @Override public void ping() { }
        @Override public long stamp(long t) { return t; }
        @Override public String getString(int n) { return ""; }
        @Override public Data2[] getItems(int n) { return new Data2[0]; }
        @Override public Data3 getCustomer(String id) { return null; }
        @Override public Data3[] getCustomers(String salesRep, int n) { return new Data3[0]; }
        @Override public byte[] echoBytes(byte[] data) { return data; }
        @Override public long cube(long x) { return x; }
        @Override public short[] echoShorts(short[] data) { return data; }
    }

    @Test
    void theShippedWsdlIsWhatTheRiGenerates() throws Exception {
        JdkHttpServerProperties.apply();
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getByName(ServerSettings.LOOPBACK), 0), 0);
        Endpoint endpoint = Endpoint.create(new GeneratingEndpoint());
        try {
            endpoint.publish(http.createContext(SoapNames.PATH));
            http.start();
            String base = new SoapEndpoint(ServerSettings.LOOPBACK, http.getAddress().getPort()).toString();
            Document generated = parse(RawHttp.get(base + "?wsdl").body());
            Document schema = parse(RawHttp.get(base + "?xsd=1").body());
            Element types = first(generated.getDocumentElement(), "types");
            while (types.hasChildNodes()) {
                types.removeChild(types.getFirstChild());
            }
            types.appendChild(generated.importNode(schema.getDocumentElement(), true));

            Document shipped;
            try (InputStream in = SoapNames.wsdl().openStream()) {
                shipped = parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
            assertEquals(canonical(generated.getDocumentElement()), canonical(shipped.getDocumentElement()));
        } finally {
            endpoint.stop();
            http.stop(0);
        }
    }

    @Test
    void theServerServesTheShippedWsdlAtItsAddress() throws Exception {
        try (ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), new ReferenceService())) {
            RawHttp.Answer answer = RawHttp.get(SoapEndpoint.parse(handle.endpoint()).wsdlAddress());
            assertEquals(200, answer.status());
            Document served = parse(answer.body());
            Element address = first(first(first(served.getDocumentElement(), "service"), "port"), "address");
            assertEquals(handle.endpoint(), address.getAttribute("location"));
            assertTrue(answer.body().contains("<xs:complexType name=\"data3\">"), "the schema inline");
        }
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static Element first(Element parent, String localName) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element && localName.equals(child.getLocalName())) {
                return (Element) child;
            }
        }
        throw new AssertionError("no " + localName + " in " + parent.getLocalName());
    }

    /**
     * Where the order of the children means nothing: a schema's top-level components and a
     * WSDL's messages, operations and bindings (the RI's order follows hash maps and may differ
     * from one run to the next). Elsewhere, a sequence above all, the order counts.
     */
    private static final Set<String> UNORDERED = Set.of("definitions", "schema", "portType", "binding");

    /**
     * Elements by namespace and local name, their attributes sorted (namespace declarations and
     * the service address left out), their children in order where it matters; comments and
     * whitespace dropped.
     */
    private static String canonical(Element element) {
        StringBuilder out = new StringBuilder();
        canonical(element, out, "");
        return out.toString();
    }

    private static void canonical(Element element, StringBuilder out, String indent) {
        TreeMap<String, String> attributes = new TreeMap<>();
        NamedNodeMap map = element.getAttributes();
        for (int i = 0; i < map.getLength(); i++) {
            Node attribute = map.item(i);
            if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI())
                    || "location".equals(attribute.getLocalName())) {
                continue;
            }
            attributes.put("{" + attribute.getNamespaceURI() + "}" + attribute.getLocalName(), attribute.getNodeValue());
        }
        out.append(indent).append('{').append(element.getNamespaceURI()).append('}').append(element.getLocalName())
                .append(' ').append(attributes).append('\n');
        List<Element> children = new ArrayList<>();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element) {
                children.add((Element) child);
            } else if (child.getNodeType() == Node.TEXT_NODE && !child.getNodeValue().isBlank()) {
                out.append(indent).append("  text ").append(child.getNodeValue().trim()).append('\n');
            }
        }
        List<String> written = new ArrayList<>();
        for (Element child : children) {
            StringBuilder one = new StringBuilder();
            canonical(child, one, indent + "  ");
            written.add(one.toString());
        }
        if (UNORDERED.contains(element.getLocalName())) {
            Collections.sort(written);
        }
        written.forEach(out::append);
    }
}
