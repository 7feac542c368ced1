package org.mwbench.servers.xmlrpc;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import org.apache.xmlrpc.XmlRpcException;
import org.apache.xmlrpc.XmlRpcRequest;
import org.apache.xmlrpc.XmlRpcRequestConfig;
import org.apache.xmlrpc.common.ServerStreamConnection;
import org.apache.xmlrpc.common.XmlRpcStreamRequestConfig;
import org.apache.xmlrpc.parser.XmlRpcRequestParser;
import org.apache.xmlrpc.server.XmlRpcHttpServer;
import org.apache.xmlrpc.webserver.Connection;
import org.apache.xmlrpc.webserver.RequestData;
import org.mwbench.contract.middleware.SizeLimitedInputStream;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;

/**
 * The XML-RPC processor behind the {@link BenchmarkWebServer}: Apache's package-private
 * {@code org.apache.xmlrpc.webserver.ConnectionServer}, whose three methods are repeated here
 * unchanged (they only hand the response to the WebServer's {@link Connection}), plus two
 * changes that close doors Apache 3.1.3 leaves open:
 * <ul>
 *   <li>the request is parsed by a {@link HardenedXml} reader: no DOCTYPE, bounded depth;</li>
 *   <li>the request body is limited to {@link #setMaxRequestBytes max request bytes}; a longer
 *       one fails to parse and gets a fault, and the WebServer closes the connection after a
 *       fault.</li>
 * </ul>
 * Everything else, the type factory included ({@link SafeTypeFactory}), is Apache's.
 */
class HardenedConnectionServer extends XmlRpcHttpServer {
    private volatile long maxRequestBytes = XmlRpcServerOptions.DEFAULT_MAX_REQUEST_BYTES;

    void setMaxRequestBytes(long maxRequestBytes) {
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    protected InputStream getInputStream(XmlRpcStreamRequestConfig config, ServerStreamConnection connection)
            throws IOException {
        // The WebServer reads no Content-Encoding, so the stream is never gunzipped: the limit
        // below applies to the bytes that are parsed.
        return new SizeLimitedInputStream(super.getInputStream(config, connection), maxRequestBytes, "maxRequestBytes");
    }

    /** Apache's {@code XmlRpcStreamServer.getRequest} with a hardened reader. */
    @Override
    protected XmlRpcRequest getRequest(XmlRpcStreamRequestConfig config, InputStream stream) throws XmlRpcException {
        XmlRpcRequestParser parser = new XmlRpcRequestParser(config, getTypeFactory());
        XMLReader reader = HardenedXml.newReader();
        reader.setContentHandler(parser);
        try {
            reader.parse(new InputSource(stream));
        } catch (SAXException e) {
            Exception cause = e.getException();
            if (cause instanceof XmlRpcException) {
                throw (XmlRpcException) cause;
            }
            throw new XmlRpcException("Failed to parse XML-RPC request: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new XmlRpcException("Failed to read XML-RPC request: " + e.getMessage(), e);
        }
        return new ParsedRequest(config, parser.getMethodName(), parser.getParams());
    }

    // ---- Apache's ConnectionServer, unchanged ----

    @Override
    protected void writeError(XmlRpcStreamRequestConfig config, OutputStream stream, Throwable error)
            throws XmlRpcException {
        RequestData data = (RequestData) config;
        try {
            if (data.isByteArrayRequired()) {
                super.writeError(config, stream, error);
                data.getConnection().writeError(data, error, (ByteArrayOutputStream) stream);
            } else {
                data.getConnection().writeErrorHeader(data, error, -1);
                super.writeError(config, stream, error);
                stream.flush();
            }
        } catch (IOException e) {
            throw new XmlRpcException(e.getMessage(), e);
        }
    }

    @Override
    protected void writeResponse(XmlRpcStreamRequestConfig config, OutputStream stream, Object result)
            throws XmlRpcException {
        RequestData data = (RequestData) config;
        try {
            if (data.isByteArrayRequired()) {
                super.writeResponse(config, stream, result);
                replyMarshalled(data);
                data.getConnection().writeResponse(data, stream);
            } else {
                data.getConnection().writeResponseHeader(data, -1);
                super.writeResponse(config, stream, result);
                stream.flush();
            }
        } catch (IOException e) {
            throw new XmlRpcException(e.getMessage(), e);
        }
    }

    /**
     * The reply is marshalled (its length known), its headers not yet written: the point where
     * {@link WhiteBoxConnectionServer} adds the server's part. Empty here, so a server without
     * white-box timing runs no timing code (the JIT drops the empty call).
     */
    void replyMarshalled(RequestData data) {
    }

    @Override
    protected void setResponseHeader(ServerStreamConnection connection, String header, String value) {
        ((Connection) connection).setResponseHeader(header, value);
    }

    /** A parsed request, as Apache's anonymous class in {@code getRequest} has it. */
    private static final class ParsedRequest implements XmlRpcRequest {
        private final XmlRpcRequestConfig config;
        private final String methodName;
        private final List<?> params;

        ParsedRequest(XmlRpcRequestConfig config, String methodName, List<?> params) {
            this.config = config;
            this.methodName = methodName;
            this.params = params;
        }

        @Override
        public XmlRpcRequestConfig getConfig() {
            return config;
        }

        @Override
        public String getMethodName() {
            return methodName;
        }

        @Override
        public int getParameterCount() {
            return params == null ? 0 : params.size();
        }

        @Override
        public Object getParameter(int index) {
            return params.get(index);
        }
    }
}
