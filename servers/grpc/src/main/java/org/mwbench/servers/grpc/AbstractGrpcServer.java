package org.mwbench.servers.grpc;

import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.netty.shaded.io.netty.channel.ChannelOption;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.DaemonThreads;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * A gRPC server on Netty (HTTP/2, plaintext), built with {@link NettyServerBuilder} directly
 * rather than {@code ServerBuilder.forPort}, which would look a {@code ServerProvider} up
 * through {@link java.util.ServiceLoader}: the builder is the one in this plugin's own jars,
 * whatever class loader runs it. The two protocols differ only in their {@link CallExecutor}.
 * Knobs: {@code backlog} (Netty's {@code SO_BACKLOG}; Netty's default is the kernel's
 * {@code net.core.somaxconn}) and, for {@code grpc}, {@code threads} (a fixed pool of that many
 * as the server's executor; gRPC's default is a cached pool without limit). See
 * {@link #options} for the others.
 */
public abstract class AbstractGrpcServer implements MiddlewareServer {
    /**
     * The largest request the server reads, in bytes of serialized message: gRPC's default is
     * 4 MiB, and the largest benchmark request (echoBytes of 64 KiB) is far below 1 MiB.
     * Larger ones fail with {@code RESOURCE_EXHAUSTED} before they are parsed.
     */
    public static final int MAX_REQUEST_BYTES = 1 << 20;

    /** Netty's SO_BACKLOG where the kernel's somaxconn cannot be read (Netty's NetUtil fallback). */
    private static final int NETTY_FALLBACK_BACKLOG = 200;

    private final CallExecutor executor;

    protected AbstractGrpcServer(CallExecutor executor) {
        this.executor = executor;
    }

    @Override
    public final String protocol() {
        return executor.protocol();
    }

    /**
     * Binds the given address and port and returns once the listening socket is open.
     *
     * @throws IOException gRPC's "Failed to bind to address /127.0.0.1:PORT", whose cause is
     *                     Netty's {@code BindException: Address already in use}, when the port is taken
     */
    @Override
    public final ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        ServerOptions options = options(settings.options());
        // off, the service is bound as it is: no interceptor on the call path
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        int backlog = options.value(ServerKnob.BACKLOG);
        NettyServerBuilder builder = NettyServerBuilder.forAddress(new InetSocketAddress(bind, settings.port()))
                .addService(whiteBox
                        ? ServerInterceptors.intercept(new BenchmarkGrpcService(service), new WhiteBoxServerInterceptor())
                        : new BenchmarkGrpcService(service).bindService())
                .maxInboundMessageSize(MAX_REQUEST_BYTES)
                .withOption(ChannelOption.SO_BACKLOG, backlog);
        if (whiteBox) {
            builder.addStreamTracerFactory(WhiteBoxServerInterceptor.tracers());
        }
        Map<String, String> configuration = options.configuration();
        KernelLimits.describeBacklog(configuration, backlog);
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: a stream tracer and a server interceptor, their time in the " + WhiteBox.SERVER_NANOS
                    + " trailer");
        }
        ExecutorService pool = null;
        if (executor == CallExecutor.DIRECT) {
            builder.directExecutor();
            configuration.put("executor", "directExecutor (the Netty event loops)");
        } else {
            OptionalInt threads = options.limit(ServerKnob.THREADS);
            if (threads.isPresent()) {
                pool = Executors.newFixedThreadPool(threads.getAsInt(), DaemonThreads.named("mwbench-" + protocol() + "-call-"));
                builder.executor(pool);
                configuration.put("executor", "fixed pool of " + threads.getAsInt());
            } else {
                configuration.put("executor", "gRPC's shared cached pool");
            }
        }
        Server server;
        try {
            server = builder.build().start();
        } catch (IOException | RuntimeException e) {
            if (pool != null) {
                pool.shutdownNow();
            }
            throw e;
        }
        // On the wildcard address, clients are told the local host's address, as RMI does.
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        return new RunningGrpcServer(server, pool, new GrpcEndpoint(host, server.getPort()),
                ServerOptions.frozen(configuration));
    }

    private ServerOptions options(Map<String, String> given) {
        ServerOptions.Reader reader = ServerOptions.of(protocol(), given);
        if (executor == CallExecutor.DIRECT) {
            reader.unavailable(ServerKnob.THREADS, "grpc-direct runs calls on the Netty event loop that read them"
                    + " (directExecutor), not on worker threads; measure worker threads with protocol grpc");
        } else {
            reader.unbounded(ServerKnob.THREADS, "the server's executor: given, a fixed pool of that many;"
                    + " unbounded, gRPC's default, its shared cached pool");
        }
        return reader.knob(ServerKnob.BACKLOG, KernelLimits.somaxconn().orElse(NETTY_FALLBACK_BACKLOG),
                        "Netty's SO_BACKLOG (Netty's default, the kernel's net.core.somaxconn)")
                .unavailable(ServerKnob.QUEUE, "gRPC hands every call to its executor, with no queue limit of its"
                        + " own; HTTP/2 flow control bounds what a connection sends")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "gRPC Java has no connection limit: Netty accepts every"
                        + " connection")
                .options(WhiteBox.OPTION)
                .read();
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public final ServerOptions knobs() {
        return options(Map.of());
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
