package org.mwbench.platform.control;

import java.rmi.RemoteException;

/**
 * The callee refused a call without running it (bad proof, replay, unknown session, too large). Its
 * message is the callee's word, unauthenticated by nature: a callee refuses exactly when it cannot
 * trust the session.
 */
public final class CallRefusedException extends RemoteException {
    private static final long serialVersionUID = 1L;

    public CallRefusedException(String message) {
        super(message);
    }
}
