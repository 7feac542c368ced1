package org.mwbench.plugins.soap.jaxws;

import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.soap.jaxws.SoapBenchmark;

/** A connection whose proxy's handler chain holds {@link WhiteBoxHandler} ({@code whitebox=true}). */
final class TimedSoapJaxwsConnection extends SoapJaxwsConnection implements WhiteBoxTimed {
    TimedSoapJaxwsConnection(SoapBenchmark proxy, WireCounter counter) {
        super(proxy, counter);
    }
}
