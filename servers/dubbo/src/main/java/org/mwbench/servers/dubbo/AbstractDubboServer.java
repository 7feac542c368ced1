package org.mwbench.servers.dubbo;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.OptionalInt;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.servers.dubbo.transport.ExactAddress;
import org.mwbench.servers.dubbo.transport.ExactAddressTransporter;

/**
 * A Dubbo server exporting {@link DubboBenchmark} on one protocol, in a {@link DubboFramework} of
 * its own, with no registry. Knobs: {@code threads} (Dubbo's fixed pool, {@code threads}, 200 by
 * default), {@code queue} (the pool's {@code queues}; unbounded unless given, where Dubbo's own
 * default is no queue at all, so that a call finding all 200 threads busy is refused with "Thread
 * pool is EXHAUSTED": a plan with more users than threads then measures waiting, as on the other
 * servers, not refusals), {@code max_connections}
 * (Dubbo's {@code accepts}: one more connection is closed on arrival). Dubbo's Netty server sets no
 * accept backlog, so {@code backlog} is not available: Netty takes the kernel's somaxconn.
 */
public abstract class AbstractDubboServer implements MiddlewareServer {
    /** Dubbo's default worker pool size ({@code threads} of its fixed thread pool). */
    static final int DUBBO_DEFAULT_THREADS = 200;

    private final DubboWire wire;

    protected AbstractDubboServer(DubboWire wire) {
        this.wire = wire;
    }

    @Override
    public final String protocol() {
        return wire.protocol();
    }

    /**
     * How many ports the system picks, one after the other, when the port it picked is taken
     * before Dubbo binds it. Between {@link #portToBind}'s probe and Dubbo's own bind the port is
     * free, and another socket may take it: the system may hand it out again to another bind to
     * port 0, of a server starting beside this one (seen once in the suite, on an emulated host
     * where every server of the plan starts at once: "Address already in use").
     */
    static final int PICKED_PORT_ATTEMPTS = 5;

    /**
     * Exports the service and returns once Dubbo's server is bound.
     *
     * @throws IOException when the port is taken: Dubbo binds where it is told, so the port is
     *                     tried first, and the refusal is the JDK's {@code BindException}
     */
    @Override
    public final ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        return start(settings, service, AbstractDubboServer::portToBind);
    }

    /** {@link #start(ServerSettings, BenchmarkService)}, with the ports to bind from {@code ports}. */
    final ServerHandle start(ServerSettings settings, BenchmarkService service, PortToBind ports) throws Exception {
        ServerOptions options = options(settings.options());
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        int attempts = settings.port() == 0 ? PICKED_PORT_ATTEMPTS : 1;
        for (int attempt = 1; ; attempt++) {
            int port = ports.pick(bind, settings.port());
            try {
                return start(options, whiteBox, bind, port, service);
            } catch (Exception e) {
                if (attempt == attempts || !takenMeanwhile(e)) {
                    throw e;
                }
            }
        }
    }

    private ServerHandle start(ServerOptions options, boolean whiteBox, InetAddress bind, int port,
            BenchmarkService service) throws Exception {
        ProtocolConfig protocolConfig = protocolConfig(options, bind, port);
        ServiceConfig<DubboBenchmark> serviceConfig = new ServiceConfig<>();
        serviceConfig.setInterface(DubboBenchmark.class);
        serviceConfig.setRef(new ExportedService(service));
        serviceConfig.setProtocol(protocolConfig);
        if (whiteBox) {
            serviceConfig.setFilter(WhiteBoxProviderFilter.NAME); // off, no filter of ours on the call path
        }
        DubboFramework framework = DubboFramework.start("mwbench-" + protocol() + "-server",
                bootstrap -> bootstrap.protocol(protocolConfig).service(serviceConfig));
        Map<String, String> configuration = options.configuration();
        configuration.put("threadpool", "fixed");
        configuration.put("queues", Integer.toString(queues(options)));
        configuration.put("serialization", "hessian2, STRICT class check: the contract's beans and Dubbo's allow list");
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: a provider filter, its time in the " + WhiteBox.SERVER_NANOS
                    + " attachment of the reply");
        }
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        return new RunningDubboServer(framework, new DubboEndpoint(wire, host, port), ServerOptions.frozen(configuration));
    }

    /** Whether Dubbo's start failed because its port was bound by someone else: a {@code BindException} among its causes. */
    static boolean takenMeanwhile(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof BindException) {
                return true;
            }
        }
        return false;
    }

    /** Where the port to bind comes from: {@link #portToBind}, or in a test one that is taken first. */
    @FunctionalInterface
    interface PortToBind {
        int pick(InetAddress bind, int port) throws IOException;
    }

    private ProtocolConfig protocolConfig(ServerOptions options, InetAddress bind, int port) {
        ProtocolConfig protocolConfig = new ProtocolConfig(wire.dubboName(), port);
        protocolConfig.setHost(bind.getHostAddress());
        protocolConfig.setServer(ExactAddressTransporter.NAME); // binds bind, not the wildcard (ExactAddress)
        protocolConfig.setThreadpool("fixed");
        protocolConfig.setThreads(options.value(ServerKnob.THREADS));
        protocolConfig.setQueues(queues(options));
        OptionalInt accepts = options.limit(ServerKnob.MAX_CONNECTIONS);
        protocolConfig.setAccepts(accepts.orElse(0)); // Dubbo's 0: no limit
        // An exhausted pool would otherwise write a jstack dump into the user's home directory.
        protocolConfig.setParameters(Map.of("dump.enable", "false", ExactAddress.BIND_KEY, bind.getHostAddress()));
        return protocolConfig;
    }

    /**
     * Dubbo's {@code queues}: a bound, or for none the largest one. Not Dubbo's -1: that is its
     * MemorySafeLinkedBlockingQueue, which refuses calls whenever the JVM's free memory is below
     * 256 MiB, a limit of the heap rather than of the queue.
     */
    private static int queues(ServerOptions options) {
        return options.limit(ServerKnob.QUEUE).orElse(Integer.MAX_VALUE);
    }

    /**
     * The port Dubbo is to bind: the one given, or for 0 one the system picks now. Dubbo has no
     * "any port" of its own (0 means its protocol's default port, 20880 or 50051, or the next free
     * one), and a port taken is refused here with the JDK's message before Dubbo would move to
     * another one silently.
     */
    private static int portToBind(InetAddress bind, int port) throws IOException {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(bind, port), 1);
            return probe.getLocalPort();
        }
    }

    private ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(protocol(), given)
                .knob(ServerKnob.THREADS, DUBBO_DEFAULT_THREADS, "Dubbo's fixed pool, threads (Dubbo's default)")
                .unbounded(ServerKnob.QUEUE, "the pool's queues (Dubbo's own default is none: a call finding every"
                        + " thread busy is refused, \"Thread pool is EXHAUSTED\")")
                .unbounded(ServerKnob.MAX_CONNECTIONS, "accepts; one more connection is closed")
                .unavailable(ServerKnob.BACKLOG, "Dubbo's Netty server sets no accept backlog: Netty takes the"
                        + " kernel's somaxconn")
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
