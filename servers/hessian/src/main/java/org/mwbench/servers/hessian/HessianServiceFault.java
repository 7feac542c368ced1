package org.mwbench.servers.hessian;

/**
 * What the service threw, as a Hessian fault carries it to the client: the exception's class and
 * message, and no stack trace or cause, which Hessian would otherwise serialize into every fault
 * (leaking the server's code and costing kilobytes a failure). The client's whitelist
 * ({@link HessianSerializers#forReplies}) lets this class through, so the client throws it.
 */
public final class HessianServiceFault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what the service threw: its class and message, {@code toString()}'s form */
    public HessianServiceFault(String message) {
        super(message, null, false, false);
    }
}
