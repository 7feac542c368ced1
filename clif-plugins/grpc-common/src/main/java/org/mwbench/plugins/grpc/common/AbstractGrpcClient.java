package org.mwbench.plugins.grpc.common;

import io.grpc.ConnectivityState;
import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusException;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.netty.channel.ChannelOption;
import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.servers.grpc.CallExecutor;
import org.mwbench.servers.grpc.GrpcEndpoint;

/**
 * The client of both gRPC protocols, which the plugins {@code grpc} and {@code grpc-direct}
 * name with their {@link CallExecutor}. It lives with the server so that each plugin folder
 * holds one client and the shared code once: a plugin that depended on the other would
 * bring that one's client along, and two plugins of one name into the platform.
 *
 * <p>The channel is built with {@link NettyChannelBuilder#forAddress(java.net.SocketAddress)}:
 * no {@code ManagedChannelProvider} or {@code NameResolverProvider} is looked up through
 * {@link java.util.ServiceLoader} or the thread's context class loader, so the plugin's own
 * class loader is the only one involved. Their one option is {@code whitebox=true}
 * ({@link WhiteBoxClientInterceptor}).
 */
public abstract class AbstractGrpcClient implements MiddlewareClient {
    private final CallExecutor executor;

    protected AbstractGrpcClient(CallExecutor executor) {
        this.executor = executor;
    }

    @Override
    public final String protocol() {
        return executor.protocol();
    }

    /**
     * Builds the channel and waits until its HTTP/2 connection is up (the server's SETTINGS
     * frame has arrived), at most the call timeout, so that the first measured call does not pay
     * for the TCP and HTTP/2 handshakes and an unreachable server fails here. The TCP connect is
     * bounded by the same timeout ({@code CONNECT_TIMEOUT_MILLIS}; Netty's default is 30 s).
     *
     * <p>The first connection in a JVM loads and links a few thousand gRPC and Netty classes and
     * the native epoll library: 0.5 to 0.8 s on a 2-core VM, within the call timeout too. A call
     * timeout shorter than that fails a cold JVM's first connect, as it would its first call.
     *
     * @throws IllegalArgumentException for an endpoint that is not {@code HOST:PORT}
     * @throws StatusException {@code UNAVAILABLE} when the connection fails (refused,
     *                         unreachable, its TCP connect timed out), caused by Netty's
     *                         exception; {@code DEADLINE_EXCEEDED} when it is not up in time
     */
    @Override
    public final boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public final BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        GrpcEndpoint target = GrpcEndpoint.parse(endpoint);
        WireCounts counts = new WireCounts();
        AtomicReference<Throwable> connectFailure = new AtomicReference<>();
        EventLoopGroup loops = ClientEventLoops.acquire();
        ManagedChannel channel;
        try {
            NettyChannelBuilder builder = NettyChannelBuilder
                    .forAddress(new InetSocketAddress(target.host(), target.port()))
                    .usePlaintext()
                    .eventLoopGroup(loops)
                    .channelFactory(ClientEventLoops.countingChannels(counts, new ConnectFailures(connectFailure)),
                            InetSocketAddress.class)
                    .withOption(ChannelOption.CONNECT_TIMEOUT_MILLIS, settings.callTimeoutMillis());
            if (executor == CallExecutor.DIRECT) {
                builder.directExecutor();
            }
            channel = builder.build();
        } catch (RuntimeException | Error e) {
            ClientEventLoops.release();
            throw e;
        }
        GrpcConnection connection =
                new GrpcConnection(target.toString(), channel, settings.callTimeout(), counts, whiteBox);
        try {
            awaitReady(channel, settings.callTimeout(), target, connectFailure);
        } catch (Exception | Error e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    /**
     * A connect failure in a few words: its root cause's message, or its class where the
     * message is empty (epoll's {@code NoRouteToHostException} has none, and Netty's wrapper
     * then reads "null: /198.18.0.9:4000").
     */
    private static String reason(Throwable failure) {
        Throwable root = failure;
        for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 5; depth++) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName();
    }

    private static void awaitReady(ManagedChannel channel, Duration timeout, GrpcEndpoint target,
                                   AtomicReference<Throwable> connectFailure)
            throws StatusException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        ConnectivityState state = channel.getState(true);
        while (state != ConnectivityState.READY) {
            if (state == ConnectivityState.TRANSIENT_FAILURE || state == ConnectivityState.SHUTDOWN) {
                Throwable why = connectFailure.get();
                throw new StatusException(Status.UNAVAILABLE.withCause(why).withDescription(
                        "cannot connect to the gRPC server at " + target + (why == null ? "" : ": " + reason(why))
                                + " (channel " + state + ")"));
            }
            CountDownLatch changed = new CountDownLatch(1);
            channel.notifyWhenStateChanged(state, changed::countDown);
            long left = deadline - System.nanoTime();
            if (left <= 0 || !changed.await(left, TimeUnit.NANOSECONDS)) {
                throw new StatusException(Status.DEADLINE_EXCEEDED.withDescription("no HTTP/2 connection to the"
                        + " gRPC server at " + target + " within " + timeout.toMillis() + " ms (channel " + state + ")"));
            }
            state = channel.getState(true);
        }
    }

    /**
     * True: one channel carries concurrent calls as streams of its HTTP/2 connection.
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
