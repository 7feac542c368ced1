package org.mwbench.servers.corba.client;

import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.mwbench.BenchmarkService;
import org.omg.CORBA.ORB;

/**
 * A {@link CorbaConnection} whose ORB counts the bytes its sockets carry
 * ({@link OrbFlavour#clientWireBytes}): the ORB is this connection's alone, so no other
 * connection's traffic is in them.
 */
class CountedCorbaConnection extends CorbaConnection implements CountedConnection {
    private final WireBytes wire;

    CountedCorbaConnection(OrbFlavour flavour, ORB orb, BenchmarkService stub, WireBytes wire) {
        super(flavour, orb, stub);
        this.wire = wire;
    }

    @Override
    public WireBytes wireBytes() {
        return wire;
    }
}
