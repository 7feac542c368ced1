package org.mwbench.plugins.avro;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import org.mwbench.contract.middleware.WireCounter;

/**
 * Counts the bytes between a NettyTransceiver's socket and its pipeline. NettyTransceiver runs
 * the channel initializer it is given before it adds Avro's frame codec, so this handler is the
 * first of the pipeline, next to the socket: it sees Avro's frames encoded (serial, buffer count,
 * each buffer's length, the handshake, call metadata, message name and arguments) and every byte
 * read before it is decoded. Plaintext TCP payload bytes; TCP/IP headers are not counted. A write
 * is counted when handed to the socket's outbound buffer.
 */
final class WireByteCounter extends ChannelDuplexHandler {
    private final WireCounter counter;

    WireByteCounter(WireCounter counter) {
        this.counter = counter;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof ByteBuf bytes) {
            counter.received(bytes.readableBytes());
        }
        ctx.fireChannelRead(msg);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof ByteBuf bytes) {
            counter.sent(bytes.readableBytes());
        }
        ctx.write(msg, promise);
    }
}
