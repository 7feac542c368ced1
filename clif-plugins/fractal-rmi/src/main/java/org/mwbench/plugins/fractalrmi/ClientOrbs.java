package org.mwbench.plugins.fractalrmi;

import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.fractalrmi.orb.Orb;

/** Starts the ORB of one client connection. */
final class ClientOrbs {

    private ClientOrbs() {
    }

    /**
     * An ORB whose calls wait at most {@code timeoutMillis} for their reply and whose
     * connection opens within it. A client exports nothing, so its ORB listens nowhere; should
     * it ever export, it would listen on loopback only. Every socket of the ORB counts its
     * bytes into {@code wire}, the connection's counter, which outlives the ORBs a connection
     * starts again after a failed call.
     */
    static Orb start(int timeoutMillis, WireCounter wire) throws Exception {
        return Orb.start(ClientOrbs.class.getClassLoader(), ServerSettings.LOOPBACK, timeoutMillis, wire);
    }
}
