package org.mwbench.servers.grpc;

import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Set;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * A gRPC server on Netty (HTTP/2, plaintext), built with {@link NettyServerBuilder} directly
 * rather than {@code ServerBuilder.forPort}, which would look a {@code ServerProvider} up
 * through {@link java.util.ServiceLoader}: the builder is the one in this plugin's own jars,
 * whatever class loader runs it. The two protocols differ only in their {@link CallExecutor};
 * neither takes options.
 */
public abstract class GrpcMiddlewareServer implements MiddlewareServer {
    /**
     * The largest request the server reads, in bytes of serialized message: gRPC's default is
     * 4 MiB, and the largest benchmark request (echoBytes of 64 KiB) is far below 1 MiB.
     * Larger ones fail with {@code RESOURCE_EXHAUSTED} before they are parsed.
     */
    public static final int MAX_REQUEST_BYTES = 1 << 20;

    private final CallExecutor executor;

    protected GrpcMiddlewareServer(CallExecutor executor) {
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
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        NettyServerBuilder builder = NettyServerBuilder.forAddress(new InetSocketAddress(bind, settings.port()))
                .addService(new BenchmarkGrpcService(service))
                .maxInboundMessageSize(MAX_REQUEST_BYTES);
        if (executor == CallExecutor.DIRECT) {
            builder.directExecutor();
        }
        Server server = builder.build().start();
        // On the wildcard address, clients are told the local host's address, as RMI does.
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        return new RunningGrpcServer(server, new GrpcEndpoint(host, server.getPort()));
    }
}
