package org.mwbench.analysis.stats;

import java.util.Map;
import org.HdrHistogram.Histogram;
import org.mwbench.platform.event.CallAccumulator;

/**
 * One blade's figures for one action type, warm-up left out: what {@code mwbench report}
 * prints per row. Durations in ns, NaN when there is nothing to compute them from (no
 * successful call; no jitter from histograms only). Every figure but jitter is
 * {@link CallAccumulator}'s: percentiles come from the HDR histogram (3 significant
 * digits); mean, min, max and the (population) standard deviation are exact when the run
 * kept its action file.
 *
 * @param throughput      calls (errors included) per second of measuring time
 * @param p99FromIntended p99 of latency from the intended start (open model), else NaN
 * @param histogram       the measured successes' durations, for plots
 */
public record LatencyStatistics(String blade, String type, long calls, long errors, Map<String, Long> errorsByKind,
                                long warmupCalls, double throughput, double meanNanos, double minNanos,
                                double maxNanos, double stdDevNanos, double p50Nanos, double p90Nanos,
                                double p99Nanos, double p999Nanos, double jitterNanos, double p99FromIntended,
                                long lateStarts, CallAccumulator.Source source, Histogram histogram) {
}
