package org.mwbench.plugins.xmlrpc;

import org.apache.commons.httpclient.Header;
import org.apache.xmlrpc.XmlRpcException;
import org.apache.xmlrpc.client.XmlRpcCommonsTransportFactory;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * The transport of a client with {@code whitebox=true}. {@link #writeRequest} runs on the calling
 * thread once Apache has marshalled the request into its byte array (a Content-Length is asked
 * for, so it serializes first), and returns when HttpClient has read the reply's status line and
 * headers, its body not yet parsed: so client marshalling ends at its entry, transport plus server
 * at its return, which also reads the server's part from the {@value WhiteBox#SERVER_NANOS} header.
 * Leasing a pooled connection (or opening one) and writing the request lie in transport plus server.
 */
final class WhiteBoxCommonsTransport extends SafeCommonsTransport {

    WhiteBoxCommonsTransport(XmlRpcCommonsTransportFactory factory) {
        super(factory);
    }

    @Override
    protected void writeRequest(ReqWriter writer) throws XmlRpcException {
        WhiteBoxCall call = WhiteBoxCall.current();
        call.requestSent(System.nanoTime());
        super.writeRequest(writer);
        call.replyReceived(System.nanoTime());
        Header server = method.getResponseHeader(WhiteBox.SERVER_NANOS);
        long nanos = server == null ? -1 : WhiteBox.parseNanos(server.getValue());
        if (nanos >= 0) {
            call.serverNanos(nanos);
        }
    }
}
