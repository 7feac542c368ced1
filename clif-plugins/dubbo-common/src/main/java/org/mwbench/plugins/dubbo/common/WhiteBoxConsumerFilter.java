package org.mwbench.plugins.dubbo.common;

import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * The client's white-box hook, installed only with {@code whitebox=true} (a reference's
 * {@code filter=}, never activated by default). Dubbo's filters run around the call, not around its
 * encoding: "sent" is noted as the invocation enters Dubbo's invoker, before Hessian2 encodes it,
 * and "received" once the reply is decoded, so the client's marshalling falls in "transport plus
 * server". The server's part is the reply's {@value WhiteBox#SERVER_NANOS} attachment.
 * {@code onResponse} may run on another thread than the caller's: the caller's record travels in
 * the invocation.
 */
public final class WhiteBoxConsumerFilter implements Filter, Filter.Listener {
    /** Its name in this module's {@code META-INF/dubbo/org.apache.dubbo.rpc.Filter}. */
    public static final String NAME = "mwbench-whitebox-consumer";

    private static final String RECORD = "mwbench-whitebox-record";

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        WhiteBoxCall record = WhiteBoxCall.current();
        invocation.put(RECORD, record);
        record.requestSent(System.nanoTime());
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result reply, Invoker<?> invoker, Invocation invocation) {
        long now = System.nanoTime();
        if (invocation.get(RECORD) instanceof WhiteBoxCall record) {
            record.replyReceived(now);
            long server = WhiteBox.parseNanos(reply.getAttachment(WhiteBox.SERVER_NANOS));
            if (server >= 0) {
                record.serverNanos(server);
            }
        }
    }

    @Override
    public void onError(Throwable failure, Invoker<?> invoker, Invocation invocation) {
        // a failed call's parts are not recorded
    }
}
