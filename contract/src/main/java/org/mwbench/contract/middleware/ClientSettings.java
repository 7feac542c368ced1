package org.mwbench.contract.middleware;

import java.time.Duration;
import java.util.Map;

/**
 * How a client connects.
 *
 * @param callTimeout the longest any call may take before it fails, connecting included;
 *                    a dead or frozen server must never hang a virtual user
 * @param options     middleware-specific settings; a client refuses those it does not know
 */
public record ClientSettings(Duration callTimeout, Map<String, String> options) {
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

    public ClientSettings {
        if (callTimeout.isNegative() || callTimeout.isZero()) {
            throw new IllegalArgumentException("the call timeout must be positive, not " + callTimeout);
        }
        options = Map.copyOf(options);
    }

    public static ClientSettings withTimeout(Duration callTimeout) {
        return new ClientSettings(callTimeout, Map.of());
    }

    /** The call timeout in whole milliseconds, at least 1, as most middleware take it. */
    public int callTimeoutMillis() {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, callTimeout.toMillis()));
    }
}
