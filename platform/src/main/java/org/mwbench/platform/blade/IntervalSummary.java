package org.mwbench.platform.blade;

import java.io.Serializable;

/**
 * One action type's figures over one live-monitoring interval, as agents hand them to the
 * supervisor during a run. Only summaries cross the network while a run goes on, never
 * the per-call events. Every figure is {@link org.mwbench.platform.event.CallAccumulator}'s,
 * from the interval's histograms (3 significant digits).
 *
 * @param end                  the end of the interval, in ns since the run's origin
 * @param length               the interval's length in ns
 * @param warmup               figures of warm-up calls, kept apart from measured ones
 * @param meanNanos            mean duration of successful calls, from their actual start
 * @param maxNanos             the longest successful call
 * @param lateStarts           calls whose iteration started more than
 *                             {@link org.mwbench.platform.event.OpenModel#LATE_START_NANOS} late
 * @param p99FromIntendedNanos p99 of successful calls' latency from their intended start
 *                             (open model); 0 when no call had an intended start
 */
public record IntervalSummary(String bladeId, long end, long length, String actionType, boolean warmup,
                              long calls, long errors, double meanNanos, long maxNanos, long p99Nanos,
                              long lateStarts, long p99FromIntendedNanos) implements Serializable {
}
