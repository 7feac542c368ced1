package org.mwbench.servers.fractalrmi.orb;

/**
 * A component of the ORB that holds threads or sockets, and gives them back when the ORB
 * closes. Its server interface is named {@value #INTERFACE_NAME}.
 */
public interface OrbResource {
    String INTERFACE_NAME = "resource";

    /** Closes sockets and ends threads; safe to call twice. */
    void release();
}
