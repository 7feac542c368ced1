package org.mwbench.servers.ice.client;

import com.zeroc.Ice.Communicator;
import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.ice.mwbench.BenchmarkPrx;

/** A connection whose communicator carries the {@link WhiteBoxObserver} ({@code whitebox=true}). */
final class TimedIceConnection extends IceConnection implements WhiteBoxTimed {

    TimedIceConnection(Communicator communicator, BenchmarkPrx proxy, WireBytes wire) {
        super(communicator, proxy, wire);
    }
}
