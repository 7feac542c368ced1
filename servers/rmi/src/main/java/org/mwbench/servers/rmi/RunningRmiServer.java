package org.mwbench.servers.rmi;

import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;

/**
 * A started RMI server. {@link #close()} unbinds the servant, unexports it and the registry
 * even with calls in progress, and closes the listening socket and the open connections,
 * so the port is free and clients fail at once when it returns.
 */
final class RunningRmiServer extends RunningServer {
    private final RmiEndpoint endpoint;
    private final Registry registry;
    private final BenchmarkServant servant;
    private final BoundServerSocketFactory sockets;

    RunningRmiServer(RmiEndpoint endpoint, Registry registry, BenchmarkServant servant,
                     BoundServerSocketFactory sockets, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.endpoint = endpoint;
        this.registry = registry;
        this.servant = servant;
        this.sockets = sockets;
    }

    @Override
    protected void stop() {
        try {
            registry.unbind(endpoint.name());
        } catch (Exception e) {
            // unexporting below makes the name unreachable anyway
        }
        unexportQuietly(servant);
        unexportQuietly(registry);
        sockets.closeAll();
    }

    /** Unexports now, even with calls in progress ({@code force}); a no-op if not exported. */
    static void unexportQuietly(Remote object) {
        try {
            UnicastRemoteObject.unexportObject(object, true);
        } catch (NoSuchObjectException e) {
            // never exported, or already unexported
        }
    }
}
