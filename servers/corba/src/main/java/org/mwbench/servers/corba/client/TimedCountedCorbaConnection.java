package org.mwbench.servers.corba.client;

import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.mwbench.BenchmarkService;
import org.omg.CORBA.ORB;

/** A counted connection whose ORB carries the white-box client interceptor ({@code whitebox=true}). */
final class TimedCountedCorbaConnection extends CountedCorbaConnection implements WhiteBoxTimed {
    TimedCountedCorbaConnection(OrbFlavour flavour, ORB orb, BenchmarkService stub, WireBytes wire) {
        super(flavour, orb, stub, wire);
    }
}
