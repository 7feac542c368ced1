package org.mwbench.plugins.grpc.common;

import io.grpc.netty.shaded.io.netty.channel.Channel;
import io.grpc.netty.shaded.io.netty.channel.ChannelFactory;
import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.IoHandlerFactory;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.epoll.Epoll;
import io.grpc.netty.shaded.io.netty.channel.epoll.EpollIoHandler;
import io.grpc.netty.shaded.io.netty.channel.epoll.EpollSocketChannel;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioSocketChannel;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The Netty event loops and socket channels of every gRPC client connection in this class
 * loader: the same kind gRPC picks by default (epoll when its native transport loads, NIO
 * otherwise; as many loops as Netty's default, twice the processors), but owned here, because
 * {@code NettyChannelBuilder} takes a channel factory (through which {@link WireByteCounter}
 * joins each new channel's pipeline) only together with an event loop group.
 *
 * <p>The group is shared by reference count: created by the first connection, shut down when
 * the last one closes, so that a closed plugin leaves no thread behind. It is apart from the
 * server's loops, so a collocated server that blocks its event loop
 * ({@code directExecutor()} with a slow handler) cannot delay a client's deadline.
 */
final class ClientEventLoops {
    private static final boolean EPOLL = Epoll.isAvailable();

    private static EventLoopGroup group;
    private static int users;

    private ClientEventLoops() {
    }

    /** The shared group, created if no connection holds it; pair with {@link #release()}. */
    static synchronized EventLoopGroup acquire() {
        if (users++ == 0) {
            IoHandlerFactory io = EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
            group = new MultiThreadIoEventLoopGroup(0, new DefaultThreadFactory("mwbench-grpc-client", true), io);
        }
        return group;
    }

    /** Gives a reference back; the last one shuts the loops down without a quiet period. */
    static synchronized void release() {
        if (--users == 0) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            group = null;
        }
    }

    /**
     * Makes the socket channels of one connection, each with a counter of its bytes first in
     * line and a keeper of why its connect failed.
     */
    static ChannelFactory<Channel> countingChannels(WireCounts counts, ConnectFailures failures) {
        return () -> {
            Channel channel = EPOLL ? new EpollSocketChannel() : new NioSocketChannel();
            channel.pipeline().addFirst(WireByteCounter.NAME, new WireByteCounter(counts));
            channel.pipeline().addFirst(ConnectFailures.NAME, failures);
            return channel;
        };
    }

    /** Which transport the client uses: {@code epoll} or {@code nio}. */
    static String transport() {
        return EPOLL ? "epoll" : "nio";
    }
}
