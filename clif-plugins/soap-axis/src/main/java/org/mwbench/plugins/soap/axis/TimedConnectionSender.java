package org.mwbench.plugins.soap.axis;

import java.net.InetSocketAddress;
import org.apache.axis.AxisFault;
import org.apache.axis.Message;
import org.apache.axis.MessageContext;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The client's white-box hook on Axis 1.4: the transport pivot of the client's chain, made instead of
 * a plain {@link ConnectionSender} only with {@code whitebox=true}. Axis has run the request chain and
 * built the call's message when it invokes the pivot, but serializes the SOAP envelope only as the
 * pivot writes it to the socket: so the client's marshalling ends at the pivot's entry without the XML
 * serialization, which falls in transport plus server (as do the connect, one TCP connection per call,
 * and the HTTP/1.0 request). Transport plus server ends when the pivot returns: the reply's headers are
 * read, its body wrapped for lazy parsing (client time). The server's part is the
 * {@value WhiteBox#SERVER_NANOS} HTTP response header, which Axis copies into the reply's MIME headers.
 */
final class TimedConnectionSender extends ConnectionSender {
    private static final long serialVersionUID = 1L;

    TimedConnectionSender(String host, int port, InetSocketAddress server, WireCounter counter) {
        super(host, port, server, counter);
    }

    @Override
    public void invoke(MessageContext context) throws AxisFault {
        WhiteBoxCall record = WhiteBoxCall.current();
        record.requestSent(System.nanoTime());
        super.invoke(context);
        record.replyReceived(System.nanoTime());
        Message reply = context.getResponseMessage();
        if (reply != null) {
            String[] server = reply.getMimeHeaders().getHeader(WhiteBox.SERVER_NANOS);
            long nanos = WhiteBox.parseNanos(server == null || server.length == 0 ? null : server[0]);
            if (nanos >= 0) {
                record.serverNanos(nanos);
            }
        }
    }
}
