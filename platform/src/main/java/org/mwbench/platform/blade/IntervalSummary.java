package org.mwbench.platform.blade;

import java.io.Serializable;

/**
 * One action type's figures over one live-monitoring interval (a second), as agents hand
 * them to the supervisor during a run. Only summaries cross the network while a run
 * goes on, never the per-call events.
 *
 * @param end    the end of the interval, in ns since the run's origin
 * @param length the interval's length in ns
 */
public record IntervalSummary(String bladeId, long end, long length, String actionType,
                              long calls, long errors, double meanNanos, long maxNanos, long p99Nanos)
        implements Serializable {
}
