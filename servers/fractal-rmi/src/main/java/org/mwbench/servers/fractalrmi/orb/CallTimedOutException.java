package org.mwbench.servers.fractalrmi.orb;

/**
 * Ends a caller's wait for its reply. It is an {@link InterruptedException} because that is
 * what Jonathan's {@code Scheduler.wait} may throw: Fractal RMI's reply holder turns it into a
 * {@code JonathanException}, forgets the call (a late reply is then dropped), and its stub
 * throws {@code org.objectweb.fractal.rmi.RemoteException} to the caller.
 */
public final class CallTimedOutException extends InterruptedException {
    private static final long serialVersionUID = 1L;

    public CallTimedOutException(long timeoutMillis) {
        super("Fractal RMI call timed out: no reply within " + timeoutMillis + " ms");
    }
}
