package org.mwbench.plugins.rmiiiop;

import org.mwbench.contract.middleware.CountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.omg.CORBA.ORB;

/**
 * A connection on GlassFish's blocking sockets ({@code socket-type=socket}) that counts its
 * bytes on the wire: its ORB's {@link org.mwbench.servers.glassfish.sockets.CountingSocketFactory} counts every socket the ORB opens,
 * and the ORB is this connection's alone. The calls are its parent's, unchanged; the count
 * costs an add per read and write of a socket stream.
 */
class CountedRmiIiopConnection extends RmiIiopConnection implements CountedConnection {
    private final WireCounter wire;

    CountedRmiIiopConnection(ORB orb, RemoteBenchmark stub, WireCounter wire) {
        super(orb, stub);
        this.wire = wire;
    }

    @Override
    public WireBytes wireBytes() {
        return wire;
    }
}
