package org.mwbench.contract.middleware;

import java.util.Optional;
import org.mwbench.contract.BenchmarkService;

/**
 * A client's stub or connection, adapted to the benchmark service. The adapter does no
 * more than the middleware needs per call: no logging, no copying, no checks, since
 * whatever it does is measured with the middleware.
 *
 * <p>A connection must be safe for calls from several threads at once, because a plan may
 * share one connection among all virtual users. A protocol whose connection serializes
 * concurrent calls (one socket, one call at a time) says so in its README, since shared
 * mode then measures that queue too.
 *
 * <p>What a connection can do beyond its calls it says as data, not as a type: whether it counts
 * its bytes on the wire ({@link #wireCounter}) and whether its client installed white-box hooks
 * ({@link #whiteBoxTimed}). One connection class per middleware answers both from the options it
 * was opened with; the injector asks before it wraps a call. A connection class hands both to
 * {@link AbstractBenchmarkConnection} (or {@link AbstractCountedConnection}) when it opens, so
 * that the two answers are written in one place rather than as the same accessors in each class.
 */
public interface BenchmarkConnection extends BenchmarkService, AutoCloseable {

    /**
     * The counter of this connection's bytes on the wire, the same instance for the connection's
     * life; empty where it cannot count under its options: the injector then writes no wire file
     * rather than figures that were made up ({@link CountedConnection} says what a count holds).
     */
    default Optional<WireBytes> wireCounter() {
        return Optional.empty();
    }

    /**
     * Whether its client installed the white-box hooks ({@link WhiteBox#OPTION}) that fill the
     * calling thread's {@link WhiteBoxCall}; without them the injector adds nothing to its calls.
     */
    default boolean whiteBoxTimed() {
        return false;
    }

    /** Releases the stub, socket or ORB; safe to call twice. */
    @Override
    void close() throws Exception;
}
