package org.mwbench.servers.corba;

import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;
import org.omg.CORBA.ORB;

/** A server's ORB and its endpoint; closing it destroys the ORB, which frees the port. */
final class RunningCorbaServer extends RunningServer {
    private final OrbFlavour flavour;
    private final ORB orb;

    RunningCorbaServer(OrbFlavour flavour, ORB orb, String endpoint, Map<String, String> configuration) {
        super(endpoint, configuration);
        this.flavour = flavour;
        this.orb = orb;
    }

    @Override
    protected void stop() {
        Orbs.destroy(flavour, orb);
    }

    @Override
    public String toString() {
        return "CORBA server " + orb.getClass().getName() + " at " + endpoint();
    }
}
