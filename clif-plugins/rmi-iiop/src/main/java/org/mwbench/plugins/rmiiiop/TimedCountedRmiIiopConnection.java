package org.mwbench.plugins.rmiiiop;

import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.omg.CORBA.ORB;

/** A counted connection ({@code socket-type=socket}) whose ORB carries the white-box interceptor ({@code whitebox=true}). */
final class TimedCountedRmiIiopConnection extends CountedRmiIiopConnection implements WhiteBoxTimed {

    TimedCountedRmiIiopConnection(ORB orb, RemoteBenchmark stub, WireCounter wire) {
        super(orb, stub, wire);
    }
}
