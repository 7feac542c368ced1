package org.mwbench.plugins.fractalrmi;

import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.fractalrmi.orb.Orb;

/** Starts the ORB of one client connection. */
final class ClientOrbs {

    private ClientOrbs() {
    }

    /**
     * An ORB whose calls wait at most {@code timeoutMillis} for their reply and whose
     * connection opens within it. A client exports nothing, so its ORB listens nowhere; should
     * it ever export, it would listen on loopback only.
     */
    static Orb start(int timeoutMillis) throws Exception {
        return Orb.start(ClientOrbs.class.getClassLoader(), ServerSettings.LOOPBACK, timeoutMillis);
    }
}
