package org.mwbench.servers.fractalrmi;

import java.net.InetAddress;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.fractalrmi.orb.Orb;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.rmi.registry.NamingService;

/**
 * Serves the benchmark service as a Julia component exported with Fractal RMI.
 *
 * <p>One ORB, one server socket on the requested address and port: the naming service is
 * exported there first, under Fractal RMI's registry key (so a port in use fails the start
 * with Fractal RMI's {@code ExportException}), then the benchmark component and its
 * {@code benchmark} interface on the same socket, and the component is registered in the
 * naming service under {@link BenchmarkService#NAME}. A client looks the name up in that
 * naming service and calls the interface it gets from the component.
 */
public final class FractalRmiServer implements MiddlewareServer {
    public static final String PROTOCOL = "fractal-rmi";
    /** The benchmark component's server interface, of type {@link FractalBenchmark}. */
    public static final String BENCHMARK_INTERFACE = "benchmark";
    /**
     * The server socket's backlog: as the other servers' (Jonathan's own is 50), so that a
     * thousand clients with a connection each are queued, not dropped, in a connect storm.
     */
    static final int DEFAULT_BACKLOG = 1024;

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        ClassLoader loader = FractalRmiServer.class.getClassLoader();
        Orb orb = null;
        // Fractal RMI generates skeletons and stubs in the context class loader.
        try (ContextLoader own = ContextLoader.of(FractalRmiServer.class)) {
            orb = Orb.start(loader, settings.bindAddress(), 0);
            orb.listenBacklog(options.value(ServerKnob.BACKLOG));
            Component bootstrap = Orb.bootstrap(loader);
            Component naming = BenchmarkComponents.namingService(bootstrap, loader);
            NamingService names = (NamingService) naming.getFcInterface(NamingService.NAMING_SERVICE);
            orb.export(names, settings.port(), Orb.REGISTRY_KEY);

            Component benchmark = BenchmarkComponents.benchmark(bootstrap, loader, service);
            // Exported now rather than at the first look-up, so that skeleton generation is not a client's wait.
            orb.export(benchmark, 0, null);
            orb.export(benchmark.getFcInterface(BENCHMARK_INTERFACE), 0, null);
            names.rebind(BenchmarkService.NAME, benchmark);

            FractalRmiEndpoint endpoint = new FractalRmiEndpoint(advertisedHost(settings.bindAddress()),
                    orb.listeningPort(), BenchmarkService.NAME);
            Map<String, String> configuration = options.configuration();
            KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
            return new RunningFractalRmiServer(orb, benchmark, endpoint.toString(), ServerOptions.frozen(configuration));
        } catch (Exception | Error e) {
            if (orb != null) {
                orb.close();
            }
            throw e;
        }
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .unavailable(ServerKnob.THREADS, "Jonathan runs each connection's reader, and the calls it reads,"
                        + " on threads it starts as needed, with no limit and no setting")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "the backlog of the ORB's ListeningSocket (Jonathan's"
                        + " was 50)")
                .unavailable(ServerKnob.QUEUE, "Jonathan queues no requests: each connection's reader runs its calls")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "Jonathan has no connection limit: it accepts every connection")
                .read();
    }

    /** What clients connect to: the bind address, or this host's address for a wildcard bind. */
    private static String advertisedHost(String bindAddress) throws Exception {
        InetAddress address = InetAddress.getByName(bindAddress);
        return address.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : address.getHostAddress();
    }
}
