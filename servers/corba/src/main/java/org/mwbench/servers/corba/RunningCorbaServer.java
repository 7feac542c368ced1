package org.mwbench.servers.corba;

import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.mwbench.contract.middleware.ServerHandle;
import org.omg.CORBA.ORB;

/** A server's ORB and its endpoint; closing it destroys the ORB, which frees the port. */
final class RunningCorbaServer implements ServerHandle {
    private final OrbFlavour flavour;
    private final ORB orb;
    private final String endpoint;
    private final Map<String, String> configuration;
    private final AtomicBoolean closed = new AtomicBoolean();

    RunningCorbaServer(OrbFlavour flavour, ORB orb, String endpoint, Map<String, String> configuration) {
        this.configuration = configuration;
        this.flavour = flavour;
        this.orb = orb;
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

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            Orbs.destroy(flavour, orb);
        }
    }

    @Override
    public String toString() {
        return "CORBA server " + orb.getClass().getName() + " at " + endpoint;
    }
}
