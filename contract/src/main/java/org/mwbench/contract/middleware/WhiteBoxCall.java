package org.mwbench.contract.middleware;

/**
 * What the hooks saw of the calling thread's current call: when the request left (the client's
 * hook, after marshalling), when the reply came back (before it is unmarshalled), and the server's
 * part as the reply carried it. One instance per thread, reused: the injector clears it before a
 * call and reads it after; the client's hooks fill it in between. A hook that runs on another
 * thread than the caller (Ice's observers) takes the caller's instance when the call starts, on the
 * caller's thread, and fills that one.
 *
 * <p>A field a hook did not reach stays {@link #NOT_SEEN}, and the injector then stores the call without that
 * part rather than a made-up figure. The class is in the contract, which the blade and every
 * middleware's class loader share, so that the injector and the hooks see one thread-local.
 */
public final class WhiteBoxCall {
    /** A field no hook reached: an instant that {@code System.nanoTime()} never returns in practice. */
    public static final long NOT_SEEN = Long.MIN_VALUE;

    private static final ThreadLocal<WhiteBoxCall> CURRENT = ThreadLocal.withInitial(WhiteBoxCall::new);

    private volatile long requestSent = NOT_SEEN;
    private volatile long replyReceived = NOT_SEEN;
    private volatile long serverNanos = NOT_SEEN;

    /** The calling thread's record. */
    public static WhiteBoxCall current() {
        return CURRENT.get();
    }

    /** Before a call: nothing seen yet. */
    public void clear() {
        requestSent = NOT_SEEN;
        replyReceived = NOT_SEEN;
        serverNanos = NOT_SEEN;
    }

    /** The client's hook: the request is marshalled and handed to the transport, at {@code nanoTime}. */
    public void requestSent(long nanoTime) {
        requestSent = nanoTime;
    }

    /** The client's hook: the reply is back, not yet unmarshalled, at {@code nanoTime}. */
    public void replyReceived(long nanoTime) {
        replyReceived = nanoTime;
    }

    /** The server's part, as the reply carried it back. */
    public void serverNanos(long nanos) {
        serverNanos = nanos;
    }

    public long requestSent() {
        return requestSent;
    }

    public long replyReceived() {
        return replyReceived;
    }

    public long serverNanos() {
        return serverNanos;
    }
}
