package org.mwbench.servers.xmlrpc;

import org.apache.ws.commons.util.NamespaceContextImpl;
import org.apache.xmlrpc.common.TypeFactoryImpl;
import org.apache.xmlrpc.common.XmlRpcController;
import org.apache.xmlrpc.common.XmlRpcStreamConfig;
import org.apache.xmlrpc.parser.TypeParser;
import org.apache.xmlrpc.serializer.I4Serializer;
import org.apache.xmlrpc.serializer.I8Serializer;
import org.apache.xmlrpc.serializer.NullSerializer;
import org.apache.xmlrpc.serializer.XmlRpcWriter;

/**
 * Apache's type factory limited to the XML-RPC types the benchmark service uses: {@code i4},
 * {@code int}, {@code double}, {@code string}, {@code boolean}, {@code base64}, {@code struct},
 * {@code array}, and of Apache's extensions {@code ex:i8} (Java longs) and {@code ex:nil}.
 *
 * <p>With extensions enabled (needed for {@code ex:i8}), Apache's factory also parses
 * {@code ex:serializable}, which is Java deserialization of whatever the peer sends (the
 * XML-RPC deserialization flaws, CVE-2016-5003 and CVE-2019-17570), and {@code ex:dom},
 * {@code dateTime.iso8601} and other types this service never sends. Any of those is refused
 * here as an unknown type, before a byte of it is decoded.
 */
public final class SafeTypeFactory extends TypeFactoryImpl {

    public SafeTypeFactory(XmlRpcController controller) {
        super(controller);
    }

    @Override
    public TypeParser getParser(XmlRpcStreamConfig config, NamespaceContextImpl context, String uri, String localName) {
        return isAllowed(uri, localName) ? super.getParser(config, context, uri, localName) : null;
    }

    static boolean isAllowed(String uri, String localName) {
        if (XmlRpcWriter.EXTENSIONS_URI.equals(uri)) {
            return I8Serializer.I8_TAG.equals(localName) || NullSerializer.NIL_TAG.equals(localName);
        }
        if ("".equals(uri)) {
            switch (localName) {
                case I4Serializer.I4_TAG:
                case I4Serializer.INT_TAG:
                case "double":
                case "string":
                case "boolean":
                case "base64":
                case "struct":
                case "array":
                    return true;
                default:
                    return false;
            }
        }
        return false;
    }
}
