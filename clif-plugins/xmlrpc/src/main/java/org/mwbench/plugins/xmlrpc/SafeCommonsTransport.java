package org.mwbench.plugins.xmlrpc;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.apache.commons.httpclient.methods.PostMethod;
import org.apache.xmlrpc.XmlRpcException;
import org.apache.xmlrpc.client.XmlRpcClientException;
import org.apache.xmlrpc.client.XmlRpcCommonsTransport;
import org.apache.xmlrpc.client.XmlRpcCommonsTransportFactory;
import org.apache.xmlrpc.client.XmlRpcHttpClientConfig;
import org.apache.xmlrpc.common.TypeFactory;
import org.apache.xmlrpc.common.XmlRpcStreamRequestConfig;
import org.apache.xmlrpc.parser.XmlRpcResponseParser;
import org.mwbench.servers.xmlrpc.HardenedXml;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;

/**
 * Apache's Commons HttpClient transport, one per call as Apache makes them, with three changes:
 * <ul>
 *   <li>{@link #newPostMethod}: the request names only the path, so HttpClient takes the host,
 *       port and {@link CountingSocketFactory} from the client's own host configuration; an
 *       absolute URL would make it look the protocol up in its JVM-wide registry.</li>
 *   <li>{@link #newXMLReader}: replies are parsed by a {@link HardenedXml} reader.</li>
 *   <li>{@link #readResponse}: a fault's {@code faultCause} member is dropped unread. Apache
 *       3.1.3 deserializes it with a plain {@code ObjectInputStream} whatever the
 *       configuration says (CVE-2019-17570); the fault's code and string are kept.</li>
 * </ul>
 */
class SafeCommonsTransport extends XmlRpcCommonsTransport {

    SafeCommonsTransport(XmlRpcCommonsTransportFactory factory) {
        super(factory);
    }

    @Override
    protected PostMethod newPostMethod(XmlRpcHttpClientConfig config) {
        return new PostMethod(config.getServerURL().getPath());
    }

    @Override
    protected XMLReader newXMLReader() throws XmlRpcException {
        return HardenedXml.newReader();
    }

    /** Apache's {@code XmlRpcStreamTransport.readResponse}, with {@link FaultCauseIgnoringParser}. */
    @Override
    protected Object readResponse(XmlRpcStreamRequestConfig config, InputStream stream) throws XmlRpcException {
        XMLReader reader = newXMLReader();
        XmlRpcResponseParser parser = new FaultCauseIgnoringParser(config, getClient().getTypeFactory());
        try {
            reader.setContentHandler(parser);
            reader.parse(new InputSource(stream));
        } catch (SAXException e) {
            throw new XmlRpcClientException("Failed to parse server's response: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new XmlRpcClientException("Failed to read server's response: " + e.getMessage(), e);
        }
        if (parser.isSuccess()) {
            return parser.getResult();
        }
        throw new XmlRpcException(parser.getErrorCode(), parser.getErrorMessage());
    }

    private static final class FaultCauseIgnoringParser extends XmlRpcResponseParser {

        FaultCauseIgnoringParser(XmlRpcStreamRequestConfig config, TypeFactory typeFactory) {
            super(config, typeFactory);
        }

        @Override
        protected void addResult(Object result) throws SAXException {
            if (!isSuccess() && result instanceof Map) {
                ((Map<?, ?>) result).remove("faultCause");
            }
            super.addResult(result);
        }
    }
}
