package org.mwbench.servers.fractalrmi;

import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;
import org.mwbench.servers.fractalrmi.orb.Orb;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.api.NoSuchInterfaceException;
import org.objectweb.fractal.api.control.IllegalLifeCycleException;
import org.objectweb.fractal.util.Fractal;

/** A started Fractal RMI server: its ORB and its benchmark component. */
final class RunningFractalRmiServer extends RunningServer {
    private final Orb orb;
    private final Component benchmark;

    RunningFractalRmiServer(Orb orb, Component benchmark, String endpoint, Map<String, String> configuration) {
        super(endpoint, configuration);
        this.orb = orb;
        this.benchmark = benchmark;
    }

    /**
     * Closes the ORB (its server socket, every connection, its threads), then stops the
     * component. Julia's stop waits for calls still running in the component; the service
     * is the test's or the user's, and its calls end.
     */
    @Override
    protected void stop() throws IllegalLifeCycleException, NoSuchInterfaceException {
        orb.close();
        Fractal.getLifeCycleController(benchmark).stopFc();
    }
}
