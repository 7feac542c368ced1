package org.mwbench.servers.dubbo;

import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * The server's white-box hook, installed only with {@code whitebox=true} (a service's
 * {@code filter=}, never activated by default): the time from this filter's start, the request
 * decoded and on a worker thread, to its service's return, sent back in the reply's
 * {@value WhiteBox#SERVER_NANOS} attachment. It does not see the request's decoding nor the
 * reply's encoding: Dubbo has no filter around them.
 */
public final class WhiteBoxProviderFilter implements Filter, Filter.Listener {
    /** Its name in this module's {@code META-INF/dubbo/org.apache.dubbo.rpc.Filter}. */
    public static final String NAME = "mwbench-whitebox-provider";

    private static final String STARTED = "mwbench-whitebox-started";

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        invocation.put(STARTED, System.nanoTime());
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result reply, Invoker<?> invoker, Invocation invocation) {
        Object started = invocation.get(STARTED);
        if (started instanceof Long at) {
            reply.setAttachment(WhiteBox.SERVER_NANOS, Long.toString(System.nanoTime() - at));
        }
    }

    @Override
    public void onError(Throwable failure, Invoker<?> invoker, Invocation invocation) {
        // a failed call carries no server part
    }
}
