package org.mwbench.plugins.rmi;

import java.rmi.NotBoundException;
import java.rmi.Remote;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.BoundedClientSocketFactory;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.mwbench.servers.rmi.RmiEndpoint;
import org.mwbench.servers.rmi.RmiServer;

/**
 * The Java RMI client: looks the stub up in the server's registry and gives it a socket
 * factory of its own that carries this client's call timeout and counts the connection's
 * bytes. It takes no options.
 */
public final class RmiClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return RmiServer.PROTOCOL;
    }

    /**
     * Looks up {@code rmi://HOST:PORT/NAME} with sockets bounded by the call timeout, then
     * rebinds the stub to the same sockets (see {@link StubSocketFactory}). The look-up and
     * the stub share the connection's one factory, so they share its sockets and its counts
     * (see {@link CountingSocketFactory}).
     *
     * @throws IllegalArgumentException for a malformed endpoint
     * @throws java.rmi.ConnectException and the like when no registry answers there
     * @throws NotBoundException when the registry holds no such name
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(RmiServer.PROTOCOL, settings.options(), Set.of());
        RmiEndpoint parsed = RmiEndpoint.parse(endpoint);
        // Every socket goes to the endpoint's host, the one this client knows it can reach.
        CountingSocketFactory sockets = new CountingSocketFactory(
                new BoundedClientSocketFactory(parsed.host(), settings.callTimeoutMillis()), new WireCounter());
        Registry registry = LocateRegistry.getRegistry(parsed.host(), parsed.port(), sockets);
        Remote found = registry.lookup(parsed.name());
        if (!(found instanceof RemoteBenchmark)) {
            throw new NotBoundException(parsed.name() + " at " + endpoint + " is a " + found.getClass().getName()
                    + ", not a " + RemoteBenchmark.class.getName());
        }
        return new RmiConnection(StubSocketFactory.replace((RemoteBenchmark) found, sockets), sockets.wire());
    }

    /**
     * True: the RMI runtime under one stub takes a socket per call in flight, reusing idle ones,
     * which mwbench's JVMs keep an hour rather than the JDK's 15 s
     * (the platform's {@code RmiIdleConnections}).
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
