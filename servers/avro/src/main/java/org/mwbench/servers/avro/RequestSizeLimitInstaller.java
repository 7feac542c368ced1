package org.mwbench.servers.avro;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import org.apache.avro.ipc.netty.NettyTransportCodec.NettyFrameDecoder;

/**
 * Puts {@link RequestSizeLimit} in the place of Avro's frame decoder. NettyServer runs its
 * channel initializer (this handler) before it adds its own handlers, so the swap waits for the
 * channel to become active, when Avro's handlers are in and no byte has been read yet.
 */
final class RequestSizeLimitInstaller extends ChannelInboundHandlerAdapter {
    private final int maxRequestBytes;

    RequestSizeLimitInstaller(int maxRequestBytes) {
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        ctx.pipeline().replace(NettyFrameDecoder.class, "frameDecoder", new RequestSizeLimit(maxRequestBytes));
        ctx.pipeline().remove(this);
        super.channelActive(ctx);
    }
}
