package org.mwbench.servers.fractalrmi;

import java.util.Map;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.servers.fractalrmi.orb.Orb;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.api.NoSuchInterfaceException;
import org.objectweb.fractal.api.control.IllegalLifeCycleException;
import org.objectweb.fractal.util.Fractal;

/** A started Fractal RMI server: its ORB and its benchmark component. */
final class RunningFractalRmiServer implements ServerHandle {
    private final Orb orb;
    private final Component benchmark;
    private final String endpoint;
    private final Map<String, String> configuration;
    private boolean closed;

    RunningFractalRmiServer(Orb orb, Component benchmark, String endpoint, Map<String, String> configuration) {
        this.configuration = configuration;
        this.orb = orb;
        this.benchmark = benchmark;
        this.endpoint = endpoint;
    }

    @Override
    public String endpoint() {
        return endpoint;
    }

    @Override
    public Map<String, String> configuration() {
        return configuration;
    }

    /**
     * Closes the ORB (its server socket, every connection, its threads), then stops the
     * component. Julia's stop waits for calls still running in the component; the service
     * is the test's or the user's, and its calls end.
     */
    @Override
    public synchronized void close() throws IllegalLifeCycleException, NoSuchInterfaceException {
        if (closed) {
            return;
        }
        closed = true;
        orb.close();
        Fractal.getLifeCycleController(benchmark).stopFc();
    }
}
