package org.mwbench.plugins.soap.jaxws;

import jakarta.xml.ws.handler.MessageContext;
import jakarta.xml.ws.handler.soap.SOAPHandler;
import jakarta.xml.ws.handler.soap.SOAPMessageContext;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.namespace.QName;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * The client's white-box hook, a JAX-WS handler in the proxy's chain, set only with
 * {@code whitebox=true}. It never reads the message, which would make the RI build a SAAJ tree:
 * outbound, it runs once the RI has the call's message (the arguments bound, JAXB-backed), before
 * the transport writes it, and the RI marshals the XML lazily as it writes: so the serialization
 * falls in transport plus server, and the client's marshalling is the binding alone. Inbound, it
 * runs once the reply's HTTP headers are read (the RI reads the body lazily, when the result is
 * unmarshalled: client time) and takes the server's part from the {@value WhiteBox#SERVER_NANOS}
 * response header, which the server's {@code WhiteBoxHttpFilter} adds.
 */
final class WhiteBoxHandler implements SOAPHandler<SOAPMessageContext> {

    @Override
    public boolean handleMessage(SOAPMessageContext context) {
        long now = System.nanoTime();
        WhiteBoxCall record = WhiteBoxCall.current();
        if (Boolean.TRUE.equals(context.get(MessageContext.MESSAGE_OUTBOUND_PROPERTY))) {
            record.requestSent(now);
            return true;
        }
        record.replyReceived(now);
        @SuppressWarnings("unchecked")
        Map<String, List<String>> headers = (Map<String, List<String>>) context.get(MessageContext.HTTP_RESPONSE_HEADERS);
        if (headers != null) {
            for (Map.Entry<String, List<String>> header : headers.entrySet()) {
                if (WhiteBox.SERVER_NANOS.equalsIgnoreCase(header.getKey()) && !header.getValue().isEmpty()) {
                    long nanos = WhiteBox.parseNanos(header.getValue().get(0));
                    if (nanos >= 0) {
                        record.serverNanos(nanos);
                    }
                }
            }
        }
        return true;
    }

    @Override
    public boolean handleFault(SOAPMessageContext context) {
        return true;
    }

    @Override
    public void close(MessageContext context) {
    }

    @Override
    public Set<QName> getHeaders() {
        return Set.of();
    }
}
