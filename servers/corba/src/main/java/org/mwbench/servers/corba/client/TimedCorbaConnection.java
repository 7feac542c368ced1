package org.mwbench.servers.corba.client;

import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.mwbench.BenchmarkService;
import org.omg.CORBA.ORB;

/** A connection whose ORB carries the white-box client interceptor ({@code whitebox=true}). */
final class TimedCorbaConnection extends CorbaConnection implements WhiteBoxTimed {
    TimedCorbaConnection(OrbFlavour flavour, ORB orb, BenchmarkService stub) {
        super(flavour, orb, stub);
    }
}
