package org.mwbench.plugins.rmiiiop;

import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.servers.rmi.RemoteBenchmark;
import org.omg.CORBA.ORB;

/** A connection whose ORB carries the CORBA clients' white-box interceptor ({@code whitebox=true}). */
final class TimedRmiIiopConnection extends RmiIiopConnection implements WhiteBoxTimed {

    TimedRmiIiopConnection(ORB orb, RemoteBenchmark stub) {
        super(orb, stub);
    }
}
