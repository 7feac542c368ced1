package org.mwbench.plugins.grpc.common;

import io.grpc.netty.shaded.io.netty.buffer.ByteBuf;
import io.grpc.netty.shaded.io.netty.channel.ChannelDuplexHandler;
import io.grpc.netty.shaded.io.netty.channel.ChannelHandlerContext;
import io.grpc.netty.shaded.io.netty.channel.ChannelPromise;

/**
 * Counts the bytes that pass between a Netty channel's socket and its pipeline. It is the
 * first handler of the pipeline, next to the socket: everything gRPC's HTTP/2 codec writes
 * (the connection preface, SETTINGS, HEADERS with their HPACK-coded metadata, DATA frames
 * holding the 5-byte gRPC message prefix and the protobuf bytes, WINDOW_UPDATE, PING, GOAWAY)
 * reaches it as encoded bytes, and everything read from the socket reaches it before any
 * decoding. There is no TLS in the pipeline (plaintext), so these are the TCP payload bytes;
 * TCP/IP headers are not counted. A write is counted when it is handed to the socket's
 * outbound buffer; a channel that fails right then would have counted a few bytes it never sent.
 */
final class WireByteCounter extends ChannelDuplexHandler {
    static final String NAME = "mwbench-wire-bytes";

    private final WireCounts counts;

    WireByteCounter(WireCounts counts) {
        this.counts = counts;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof ByteBuf) {
            counts.addReceived(((ByteBuf) msg).readableBytes());
        }
        ctx.fireChannelRead(msg);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof ByteBuf) {
            counts.addSent(((ByteBuf) msg).readableBytes());
        }
        ctx.write(msg, promise);
    }
}
