package org.mwbench.contract.middleware;

import java.util.Optional;

/**
 * The skeleton of a {@link CountedConnection}: a connection that always has a counter of its own,
 * given once to this constructor with its white-box switch ({@link AbstractBenchmarkConnection}
 * says why), so that its class writes its calls and its close, and nothing else.
 */
public abstract class AbstractCountedConnection extends AbstractBenchmarkConnection implements CountedConnection {
    private final WireBytes wireBytes;

    /**
     * @param wireBytes     the connection's own counter, the same for its life
     * @param whiteBoxTimed whether its client installed the white-box hooks ({@link WhiteBox#OPTION})
     */
    protected AbstractCountedConnection(WireBytes wireBytes, boolean whiteBoxTimed) {
        super(Optional.of(wireBytes), whiteBoxTimed);
        this.wireBytes = wireBytes;
    }

    @Override
    public final WireBytes wireBytes() {
        return wireBytes;
    }
}
