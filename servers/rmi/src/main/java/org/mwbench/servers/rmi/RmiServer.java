package org.mwbench.servers.rmi;

import java.net.InetAddress;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * Java RMI over JRMP: a registry of its own and the servant, exported on one port, bound to
 * the given address only, with the servant bound as {@value org.mwbench.contract.BenchmarkService#NAME}.
 * It sets no system property. Its one knob is {@code backlog} (default {@value #DEFAULT_BACKLOG}),
 * the listening socket's, which its server socket factory applies; see {@link #options} for
 * the ones RMI has not.
 */
public final class RmiServer implements MiddlewareServer {
    public static final String PROTOCOL = "rmi";

    /**
     * The timeout the exported stub carries for RMI clients other than mwbench's, which
     * replaces it with its own call timeout.
     */
    static final int DEFAULT_CLIENT_TIMEOUT_MILLIS = (int) ClientSettings.DEFAULT_TIMEOUT.toMillis();

    /**
     * An RMI client opens one TCP connection per call in flight (it reuses only idle ones), so
     * 500 threads sharing one stub open up to 500 connections at once: with 128 the kernel
     * dropped connects while RMI's accept thread waited for a core, and calls failed with
     * {@code ConnectIOException}. The kernel caps it at {@code net.core.somaxconn}.
     */
    static final int DEFAULT_BACKLOG = 1024;

    /** RMI's JVM-wide cap on its connection threads, read once when RMI's transport loads. */
    static final String MAX_CONNECTION_THREADS = "sun.rmi.transport.tcp.maxConnectionThreads";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /**
     * Creates the registry, exports the servant on the registry's port, binds it and returns:
     * both are listening by then.
     *
     * @throws java.rmi.server.ExportException "Port already in use: ..." and the like, as RMI says it
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        boolean wildcard = bind.isAnyLocalAddress();
        String host = wildcard ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        BoundServerSocketFactory ssf = new BoundServerSocketFactory(bind, options.value(ServerKnob.BACKLOG));
        // On the wildcard address, the stub keeps the host RMI writes in it (java.rmi.server.hostname
        // or the local host's address); on a given address, every client connects to that one.
        BoundedClientSocketFactory csf = new BoundedClientSocketFactory(wildcard ? null : host,
                DEFAULT_CLIENT_TIMEOUT_MILLIS);

        Registry registry = LocateRegistry.createRegistry(settings.port(), csf, ssf);
        BenchmarkServant servant = new BenchmarkServant(service);
        try {
            // The same port and equal factories as the registry's: RMI shares its listening
            // socket, so the endpoint's one port is all a firewall or a namespace must open.
            RemoteBenchmark stub = (RemoteBenchmark) UnicastRemoteObject.exportObject(
                    servant, settings.port(), csf, ssf, ArgumentFilter.create());
            registry.bind(BenchmarkService.NAME, stub);
            RmiEndpoint endpoint = new RmiEndpoint(host, ssf.port(), BenchmarkService.NAME);
            Map<String, String> configuration = options.configuration();
            KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
            configuration.put(MAX_CONNECTION_THREADS, System.getProperty(MAX_CONNECTION_THREADS, "unbounded"));
            return new RunningRmiServer(endpoint, registry, servant, ssf, ServerOptions.frozen(configuration));
        } catch (Exception | Error e) {
            RunningRmiServer.unexportQuietly(servant);
            RunningRmiServer.unexportQuietly(registry);
            ssf.closeAll();
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
                .unavailable(ServerKnob.THREADS, "RMI runs each connection on a thread of its own, and a client opens"
                        + " a connection per call in flight; its only cap, " + MAX_CONNECTION_THREADS + ", is JVM-wide"
                        + " and read once (set it in blade.N.jvm)")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "the bind of its RMIServerSocketFactory (the JDK's"
                        + " default is 50)")
                .unavailable(ServerKnob.QUEUE, "RMI queues no requests: each connection's thread reads and runs its own")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "RMI has no connection limit: it accepts every connection"
                        + " and gives it a thread (" + MAX_CONNECTION_THREADS + " is JVM-wide)")
                .read();
    }
}
