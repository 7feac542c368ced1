package org.mwbench.plugins.grpc.common;

import io.grpc.netty.shaded.io.netty.channel.ChannelHandlerContext;
import io.grpc.netty.shaded.io.netty.channel.ChannelOutboundHandlerAdapter;
import io.grpc.netty.shaded.io.netty.channel.ChannelPromise;
import java.net.SocketAddress;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Keeps why a channel's last TCP connect failed: gRPC's channel says only
 * {@code TRANSIENT_FAILURE}, and a connect that gives up should say why in Netty's words
 * ("connection timed out after 2000 ms", "No route to host", "Connection refused"). One per
 * connection, first in each of its socket channels' pipelines; it sees connects only.
 */
final class ConnectFailures extends ChannelOutboundHandlerAdapter {
    static final String NAME = "mwbench-connect-failures";

    private final AtomicReference<Throwable> last;

    ConnectFailures(AtomicReference<Throwable> last) {
        this.last = last;
    }

    @Override
    public void connect(ChannelHandlerContext ctx, SocketAddress remote, SocketAddress local, ChannelPromise promise) {
        promise.addListener(done -> {
            if (!done.isSuccess() && done.cause() != null) {
                last.set(done.cause());
            }
        });
        ctx.connect(remote, local, promise);
    }

    @Override
    public boolean isSharable() {
        return true;
    }
}
