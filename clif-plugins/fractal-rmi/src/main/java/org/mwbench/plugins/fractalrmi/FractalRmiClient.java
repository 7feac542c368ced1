package org.mwbench.plugins.fractalrmi;

import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.fractalrmi.FractalBenchmark;
import org.mwbench.servers.fractalrmi.FractalRmiEndpoint;
import org.mwbench.servers.fractalrmi.FractalRmiServer;
import org.mwbench.servers.fractalrmi.orb.Orb;
import org.objectweb.fractal.api.Component;

/**
 * Connects to a Fractal RMI server: starts an ORB of its own for the connection, looks the
 * component up in the server's naming service, and asks it for its {@code benchmark}
 * interface, for which Fractal RMI generates a stub at run time. The ORB's sockets count the
 * connection's bytes, the look-up's included.
 */
public final class FractalRmiClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return FractalRmiServer.PROTOCOL;
    }

    /**
     * @param endpoint {@code frmi://host:port/name}, as the server prints it
     * @throws IllegalArgumentException when the endpoint is not one, or names nothing
     * @throws org.objectweb.fractal.rmi.RemoteException Fractal RMI's, when the naming service
     *         cannot be reached or does not answer within the call timeout
     */
    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of());
        FractalRmiEndpoint target = FractalRmiEndpoint.parse(endpoint);
        int timeoutMillis = settings.callTimeoutMillis();
        try (ContextLoader own = ContextLoader.of(FractalRmiClient.class)) {
            WireCounter wire = new WireCounter();
            Orb orb = ClientOrbs.start(timeoutMillis, wire);
            try {
                Component component = orb.registry(target.host(), target.port()).lookup(target.name());
                if (component == null) {
                    throw new IllegalArgumentException("nothing is registered as '" + target.name()
                            + "' in the Fractal RMI naming service at " + target.host() + ":" + target.port());
                }
                FractalBenchmark stub = (FractalBenchmark) component.getFcInterface(FractalRmiServer.BENCHMARK_INTERFACE);
                return new FractalRmiConnection(orb, stub, Orb.reference(stub), timeoutMillis, wire);
            } catch (Exception | Error e) {
                orb.close();
                throw e;
            }
        }
    }

    /**
     * True: the connection's stub and ORB serve concurrent callers, as the scalability plans have
     * always run them (connection=shared).
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
