package org.mwbench.analysis.report;

import java.util.List;

/**
 * One action type over the run, interval by interval (about a second each), summed over
 * the blades that ran it: throughput, mean latency and the intervals' worst p99 (ns). Times in
 * s since the run's origin; warm-up intervals are not points but shaded ranges.
 */
public record TimeSeries(String type, double[] seconds, double[] callsPerSecond, double[] meanNanos,
                         double[] p99Nanos, List<double[]> warmupRanges) {
}
