package org.mwbench.servers.rmi;

import java.net.InetAddress;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import java.util.Set;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * Java RMI over JRMP: a registry of its own and the servant, exported on one port, bound to
 * the given address only, with the servant bound as {@value org.mwbench.contract.BenchmarkService#NAME}.
 * It takes no options and sets no system property.
 */
public final class RmiServer implements MiddlewareServer {
    public static final String PROTOCOL = "rmi";

    /**
     * The timeout the exported stub carries for RMI clients other than mwbench's, which
     * replaces it with its own call timeout.
     */
    static final int DEFAULT_CLIENT_TIMEOUT_MILLIS = (int) ClientSettings.DEFAULT_TIMEOUT.toMillis();

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
        Middlewares.requireKnownOptions(PROTOCOL, settings.options(), Set.of());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        boolean wildcard = bind.isAnyLocalAddress();
        String host = wildcard ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        BoundServerSocketFactory ssf = new BoundServerSocketFactory(bind);
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
            return new RunningRmiServer(endpoint, registry, servant, ssf);
        } catch (Exception | Error e) {
            RunningRmiServer.unexportQuietly(servant);
            RunningRmiServer.unexportQuietly(registry);
            ssf.closeAll();
            throw e;
        }
    }
}
