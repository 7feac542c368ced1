package org.mwbench.contract.middleware;

import java.util.Objects;
import java.util.Optional;

/**
 * The skeleton of a connection whose capabilities are fixed when it opens: its wire counter, if
 * it has one, and whether its client installed the white-box hooks. The connection class of a
 * middleware hands both to this constructor, from the options it was opened with, so that the
 * two answers of {@link BenchmarkConnection} are written once here, not as the same two accessors
 * in every connection class; both are final, since the injector asks once and relies on the
 * answer for the connection's life. A connection that always counts extends
 * {@link AbstractCountedConnection}.
 */
public abstract class AbstractBenchmarkConnection implements BenchmarkConnection {
    private final Optional<WireBytes> wireCounter;
    private final boolean whiteBoxTimed;

    /**
     * @param wireCounter   the connection's own counter, or empty where it cannot count under its options
     * @param whiteBoxTimed whether its client installed the white-box hooks ({@link WhiteBox#OPTION})
     */
    protected AbstractBenchmarkConnection(Optional<WireBytes> wireCounter, boolean whiteBoxTimed) {
        this.wireCounter = Objects.requireNonNull(wireCounter, "wireCounter");
        this.whiteBoxTimed = whiteBoxTimed;
    }

    @Override
    public final Optional<WireBytes> wireCounter() {
        return wireCounter;
    }

    @Override
    public final boolean whiteBoxTimed() {
        return whiteBoxTimed;
    }
}
