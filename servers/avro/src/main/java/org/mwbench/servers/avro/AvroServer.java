package org.mwbench.servers.avro;

import io.netty.channel.ChannelOption;
import io.netty.channel.DefaultEventLoopGroup;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import org.apache.avro.ipc.netty.NettyServer;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * Protocol {@code avro}: Avro IPC's {@link NettyServer} (Netty 4, Avro's framing) with a
 * {@code SpecificResponder} for the protocol compiled from {@code benchmark.avdl}. NettyServer
 * reads on its worker event loops and runs each call on a "caller" event loop group; this server
 * gives it the three groups itself, with daemon threads, so that the {@code threads} knob sizes
 * the callers (Avro's default 16) and close frees every thread. Knobs: {@code threads} and
 * {@code backlog} (Avro sets {@code SO_BACKLOG} 1024); Avro has no request queue or connection
 * limit. Requests are capped at {@link #MAX_REQUEST_BYTES} ({@link RequestSizeLimit}).
 */
public final class AvroServer implements MiddlewareServer {
    public static final String PROTOCOL = "avro";
    /**
     * The largest request the server reads, in bytes of Avro frame: as gRPC's, 1 MiB, far above
     * the largest benchmark request (echoBytes of 256 KiB, the contract's limit).
     */
    public static final int MAX_REQUEST_BYTES = 1 << 20;
    /** NettyServer's caller group, where calls run: Avro's default size. */
    static final int AVRO_CALLER_THREADS = 16;
    /** NettyServer's worker (I/O) group: Avro's default size, not a knob (calls do not run there). */
    static final int AVRO_WORKER_THREADS = 10;
    /** The SO_BACKLOG NettyServer sets. */
    static final int AVRO_BACKLOG = 1024;

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    private static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .knob(ServerKnob.THREADS, AVRO_CALLER_THREADS, "NettyServer's caller event loops, where calls run"
                        + " (Avro's default); reads are on its " + AVRO_WORKER_THREADS + " I/O loops")
                .knob(ServerKnob.BACKLOG, AVRO_BACKLOG, "Netty's SO_BACKLOG (Avro's default)")
                .unavailable(ServerKnob.QUEUE, "Avro's NettyServer hands every call to its caller event loops,"
                        + " whose task queues have no limit")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "Avro's NettyServer accepts every connection")
                .options(WhiteBox.OPTION)
                .read();
    }

    /**
     * Binds and returns once the listening socket is open.
     *
     * @throws java.net.BindException Netty's "Address already in use" when the port is taken
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        // off, the responder has no plugin: nothing on the call path
        boolean whiteBox = WhiteBox.requested(PROTOCOL, settings.options());
        LimitedResponder responder = new LimitedResponder(new BenchmarkAvroService(service));
        if (whiteBox) {
            responder.addRPCPlugin(new WhiteBoxServerPlugin());
        }
        int threads = options.value(ServerKnob.THREADS);
        int backlog = options.value(ServerKnob.BACKLOG);
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        EventLoopGroup boss = new NioEventLoopGroup(1, new DefaultThreadFactory("mwbench-avro-accept", true));
        EventLoopGroup workers = new NioEventLoopGroup(AVRO_WORKER_THREADS, new DefaultThreadFactory("mwbench-avro-io", true));
        EventLoopGroup callers = new DefaultEventLoopGroup(threads, new DefaultThreadFactory("mwbench-avro-call", true));
        EventLoopGroups groups = new EventLoopGroups(boss, workers, callers);
        NettyServer server;
        try {
            server = new NettyServer(responder, new InetSocketAddress(bind, settings.port()),
                    channel -> channel.pipeline().addLast(new RequestSizeLimitInstaller(MAX_REQUEST_BYTES)),
                    bootstrap -> bootstrap.option(ChannelOption.SO_BACKLOG, backlog),
                    boss, workers, callers);
        } catch (Exception | Error e) {
            groups.shutdown();
            throw e;
        }
        Map<String, String> configuration = options.configuration();
        KernelLimits.describeBacklog(configuration, backlog);
        configuration.put("maxRequestBytes", Integer.toString(MAX_REQUEST_BYTES));
        configuration.put("io.threads", Integer.toString(AVRO_WORKER_THREADS));
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: an RPCPlugin, its time in the reply's call metadata "
                    + WhiteBox.SERVER_NANOS);
        }
        // On the wildcard address, clients are told the local host's address, as RMI does.
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        return new RunningAvroServer(server, groups, new AvroEndpoint(host, server.getPort()),
                ServerOptions.frozen(configuration));
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
