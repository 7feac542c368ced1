package org.mwbench.servers.soap.axis;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.namespace.QName;
import javax.xml.soap.SOAPException;
import org.apache.axis.AxisFault;
import org.apache.axis.Constants;
import org.apache.axis.Message;
import org.apache.axis.MessageContext;
import org.apache.axis.server.AxisServer;
import org.apache.axis.utils.XMLUtils;
import org.mwbench.contract.middleware.SizeLimitedInputStream;
import org.w3c.dom.Document;

/**
 * Feeds HTTP exchanges to the Axis engine, as Axis's own {@code AxisServlet} and
 * {@code SimpleAxisWorker} do: a POST to {@link SoapWire#PATH} is a SOAP request, whose
 * response (or fault, with status 500) goes back as {@code text/xml}; a GET of
 * {@code PATH?wsdl} returns the WSDL Axis generates for the service. Anything else is refused
 * with its HTTP status and never reaches Axis.
 *
 * <p>The request body is read whole, within {@code max-request-bytes}, and its multiRef
 * references are checked ({@link MultiRefCheck}) before Axis parses it. The response is
 * streamed out of Axis's serializer, with no
 * {@code Content-Length} (Axis would have to serialize it twice to know it): the HTTP server
 * sends it chunked to an HTTP/1.1 client, and ends it by closing the connection to an HTTP/1.0
 * one, as Axis's own client is.
 */
final class AxisHttpHandler implements HttpHandler {
    private static final String TEXT_XML = "text/xml; charset=utf-8";

    private final AxisServer engine;
    private final String serviceUrl;
    private final long maxRequestBytes;
    private final ClassLoader classLoader = AxisHttpHandler.class.getClassLoader();

    AxisHttpHandler(AxisServer engine, String serviceUrl, long maxRequestBytes) {
        this.engine = engine;
        this.serviceUrl = serviceUrl;
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!SoapWire.PATH.equals(exchange.getRequestURI().getRawPath())) {
                plain(exchange, 404, "no service here; the service is " + SoapWire.PATH);
            } else if ("POST".equals(exchange.getRequestMethod())) {
                post(exchange);
            } else if ("GET".equals(exchange.getRequestMethod()) && "wsdl".equalsIgnoreCase(exchange.getRequestURI().getRawQuery())) {
                wsdl(exchange);
            } else {
                exchange.getResponseHeaders().set("Allow", "POST, GET");
                plain(exchange, 405, "POST a SOAP request, or GET " + SoapWire.PATH + "?wsdl");
            }
        }
    }

    private void post(HttpExchange exchange) throws IOException {
        long declared = declaredLength(exchange);
        if (declared > maxRequestBytes) {
            plain(exchange, 413, "the request's " + declared + " bytes exceed this server's limit of "
                    + maxRequestBytes + " (option " + ServerConfig.MAX_REQUEST_BYTES + ")");
            return;
        }
        MessageContext context = context();
        int status = 200;
        Message response;
        try {
            byte[] body;
            try (InputStream in = new SizeLimitedInputStream(exchange.getRequestBody(), maxRequestBytes,
                    ServerConfig.MAX_REQUEST_BYTES)) {
                body = in.readAllBytes();
            }
            MultiRefCheck.check(body);
            Message request = new Message(new ByteArrayInputStream(body), false,
                    exchange.getRequestHeaders().getFirst("Content-Type"), null);
            context.setRequestMessage(request);
            engine.invoke(context);
            response = context.getResponseMessage();
        } catch (MultiRefCheck.RefusedRequest e) {
            status = 500;
            response = faultMessage(new AxisFault(new QName(Constants.URI_SOAP11_ENV, Constants.FAULT_CLIENT),
                    e.getMessage(), null, null), context);
        } catch (Exception e) {
            // As SimpleAxisWorker: the fault goes back as a SOAP fault, with status 500.
            status = 500;
            response = faultMessage(e instanceof AxisFault ? (AxisFault) e : AxisFault.makeFault(e), context);
        }
        if (response == null) { // a one-way operation; the benchmark has none
            exchange.sendResponseHeaders(202, -1);
            return;
        }
        exchange.getResponseHeaders().set("Content-Type", response.getContentType(context.getSOAPConstants()));
        exchange.sendResponseHeaders(status, 0);
        try (OutputStream out = exchange.getResponseBody()) {
            response.writeTo(out);
        } catch (SOAPException e) {
            throw new IOException("could not write the response: " + e.getMessage(), e);
        }
    }

    /**
     * The fault as the client reads it: code, message and the exception's name, without the
     * server's stack trace and host name, which Axis adds to every fault and which tell an
     * attacker how the server is built (Axis's servlet strips the trace only when told it is
     * not a development system).
     */
    private static Message faultMessage(AxisFault fault, MessageContext context) {
        fault.removeFaultDetail(Constants.QNAME_FAULTDETAIL_STACKTRACE);
        fault.removeHostname();
        Message message = new Message(fault);
        message.setMessageContext(context);
        return message;
    }

    private void wsdl(HttpExchange exchange) throws IOException {
        MessageContext context = context();
        Document wsdl;
        try {
            engine.generateWSDL(context);
            wsdl = (Document) context.getProperty("WSDL");
        } catch (AxisFault e) {
            plain(exchange, 500, "could not generate the WSDL: " + e.getFaultString());
            return;
        }
        if (wsdl == null) {
            plain(exchange, 500, "Axis generated no WSDL");
            return;
        }
        byte[] bytes = XMLUtils.DocumentToString(wsdl).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", TEXT_XML);
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    /** A context for one exchange, addressed to the service, as the servlet makes one. */
    private MessageContext context() throws AxisFault {
        MessageContext context = new MessageContext(engine);
        // Axis loads classes through the context's loader: this plugin's, whatever the thread's.
        context.setClassLoader(classLoader);
        context.setTransportName("http");
        context.setProperty(MessageContext.TRANS_URL, serviceUrl);
        context.setTargetService(SoapWire.SERVICE_NAME);
        return context;
    }

    /** The declared body length, or -1 when there is none (chunked) or it is not a number. */
    private static long declaredLength(HttpExchange exchange) {
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        if (length == null) {
            return -1;
        }
        try {
            return Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void plain(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = (text + "\n").getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }
}
