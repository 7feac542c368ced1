package org.mwbench.servers.corba.whitebox;

import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.LocalObject;
import org.omg.PortableInterceptor.ClientRequestInfo;
import org.omg.PortableInterceptor.ClientRequestInterceptor;
import org.omg.PortableInterceptor.ForwardRequest;

/**
 * The client's white-box hook, a portable interceptor. {@code send_request} runs once the stub has
 * marshalled the arguments and before the request is written: the end of the client's marshalling.
 * {@code receive_reply} runs on the calling thread once the reply's header is read and the caller
 * woken, before the stub unmarshals the result: the end of transport plus server; the server's part
 * is in the reply's service context {@link WhiteBox#SERVICE_CONTEXT_ID}, when the server's ORB
 * carries {@link WhiteBoxServerInterceptor}. A synchronous call runs both points on the caller's
 * thread, whose {@link WhiteBoxCall} they fill.
 */
final class WhiteBoxClientInterceptor extends LocalObject implements ClientRequestInterceptor {

    @Override
    public void send_request(ClientRequestInfo ri) throws ForwardRequest {
        WhiteBoxCall.current().requestSent(System.nanoTime());
    }

    @Override
    public void send_poll(ClientRequestInfo ri) {
    }

    @Override
    public void receive_reply(ClientRequestInfo ri) {
        WhiteBoxCall record = WhiteBoxCall.current();
        record.replyReceived(System.nanoTime());
        try {
            long server = WhiteBox.fromBytes(ri.get_reply_service_context(WhiteBox.SERVICE_CONTEXT_ID).context_data);
            if (server >= 0) {
                record.serverNanos(server);
            }
        } catch (BAD_PARAM noContext) {
            // a server without white-box timing: no server part
        }
    }

    @Override
    public void receive_exception(ClientRequestInfo ri) throws ForwardRequest {
    }

    @Override
    public void receive_other(ClientRequestInfo ri) throws ForwardRequest {
    }

    @Override
    public String name() {
        return "mwbench-whitebox-client";
    }

    @Override
    public void destroy() {
    }
}
