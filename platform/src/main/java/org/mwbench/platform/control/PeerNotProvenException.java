package org.mwbench.platform.control;

import java.rmi.RemoteException;

/**
 * The other side of a control channel could not prove that it holds the shared secret, or answered
 * with something not sealed by the session: the caller stops talking to it. Thrown on the caller's
 * side; the message says which peer failed and why.
 */
public final class PeerNotProvenException extends RemoteException {
    private static final long serialVersionUID = 1L;

    public PeerNotProvenException(String message) {
        super(message);
    }
}
