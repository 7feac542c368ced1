package org.mwbench.servers.fractalrmi.orb;

import org.objectweb.fractal.api.control.AttributeController;

/** The scheduler's attribute: how long a caller waits for its reply. */
public interface CallTimeoutAttributes extends AttributeController {

    /** @return the longest wait for one reply in milliseconds; 0 waits forever (a server ORB) */
    long getCallTimeoutMillis();

    void setCallTimeoutMillis(long millis);
}
