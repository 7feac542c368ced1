package org.mwbench.contract.middleware;

import java.util.Optional;

/**
 * A connection that always counts its bytes on the wire in a counter of its own, and reports them
 * as that counter has them, nothing added or left out. This interface is the one place that
 * says what a counted connection reports: its connection class names the counter
 * ({@link #wireBytes}) and its class comment says what the counter sees (every byte of a
 * socket wrapper, what a stack's hook reports, or an estimate where no hook exists).
 *
 * <p>The counter is the connection's alone: made for it, or for the ORB, communicator or
 * channel that only it uses, so that the counts hold this connection's traffic and no other
 * connection's, over every socket it opens, reconnections included. A connection that can
 * count only under some options does not implement this interface: it answers
 * {@link #wireCounter} itself, empty where it cannot count.
 */
public interface CountedConnection extends BenchmarkConnection, WireBytes {

    /** The counter of this connection's sockets; the same instance for the connection's life. */
    WireBytes wireBytes();

    @Override
    default Optional<WireBytes> wireCounter() {
        return Optional.of(wireBytes());
    }

    /** What the counter has seen written so far. */
    @Override
    default long bytesSent() {
        return wireBytes().bytesSent();
    }

    /** What the counter has seen read so far. */
    @Override
    default long bytesReceived() {
        return wireBytes().bytesReceived();
    }
}
