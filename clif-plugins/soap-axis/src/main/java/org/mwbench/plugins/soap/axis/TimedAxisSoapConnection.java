package org.mwbench.plugins.soap.axis;

import java.net.URL;
import org.apache.axis.client.Service;
import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireCounter;

/** A connection whose engine's pivot is a {@link TimedConnectionSender} ({@code whitebox=true}). */
final class TimedAxisSoapConnection extends AxisSoapConnection implements WhiteBoxTimed {
    TimedAxisSoapConnection(Service service, URL url, int timeoutMillis, WireCounter counter) {
        super(service, url, timeoutMillis, counter);
    }
}
