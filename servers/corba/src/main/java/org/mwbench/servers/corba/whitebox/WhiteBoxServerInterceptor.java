package org.mwbench.servers.corba.whitebox;

import org.mwbench.contract.middleware.WhiteBox;
import org.omg.CORBA.LocalObject;
import org.omg.IOP.ServiceContext;
import org.omg.PortableInterceptor.ForwardRequest;
import org.omg.PortableInterceptor.ServerRequestInfo;
import org.omg.PortableInterceptor.ServerRequestInterceptor;

/**
 * The server's white-box hook, a portable interceptor: from {@code receive_request_service_contexts}
 * (the request's header read, its arguments not yet unmarshalled) to {@code send_reply}, where the
 * time goes back in a reply service context ({@link WhiteBox#SERVICE_CONTEXT_ID}, 8 bytes). What
 * {@code send_reply} follows depends on the ORB: JacORB calls it once the skeleton has marshalled the
 * result, so the part is unmarshal, dispatch and marshal; GlassFish's and the OpenJDK ORB call it
 * when the skeleton asks for the reply stream, before the result is marshalled (the service contexts
 * go in the reply's header, which they write first), so there it is unmarshal and dispatch. Neither
 * sees the request's bytes being read nor the reply being written.
 *
 * <p>Both points run on the thread that serves the request; the start is kept in a thread-local
 * with the request id, and a reply whose id does not match (an ORB that moved the request to another
 * thread) carries no time rather than a wrong one.
 */
final class WhiteBoxServerInterceptor extends LocalObject implements ServerRequestInterceptor {
    private static final ThreadLocal<long[]> STARTS = ThreadLocal.withInitial(() -> new long[] {-1, 0});

    @Override
    public void receive_request_service_contexts(ServerRequestInfo ri) throws ForwardRequest {
        long[] start = STARTS.get();
        start[1] = System.nanoTime();
        start[0] = ri.request_id();
    }

    @Override
    public void receive_request(ServerRequestInfo ri) throws ForwardRequest {
    }

    @Override
    public void send_reply(ServerRequestInfo ri) {
        long now = System.nanoTime();
        long[] start = STARTS.get();
        if (start[0] == ri.request_id()) {
            ri.add_reply_service_context(new ServiceContext(WhiteBox.SERVICE_CONTEXT_ID,
                    WhiteBox.toBytes(now - start[1])), true);
        }
        start[0] = -1;
    }

    @Override
    public void send_exception(ServerRequestInfo ri) throws ForwardRequest {
        STARTS.get()[0] = -1;
    }

    @Override
    public void send_other(ServerRequestInfo ri) throws ForwardRequest {
        STARTS.get()[0] = -1;
    }

    @Override
    public String name() {
        return "mwbench-whitebox-server";
    }

    @Override
    public void destroy() {
    }
}
