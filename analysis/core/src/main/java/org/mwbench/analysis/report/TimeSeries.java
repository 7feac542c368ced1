package org.mwbench.analysis.report;

import java.util.List;

/**
 * One action type of one blade over the run, interval by interval (about a second each):
 * throughput, mean latency and p99 (ns). Blades are never summed: two blades running the
 * same type at different speeds are two lines, not one average that neither had. Times in s
 * since the run's origin; warm-up intervals are not points but shaded ranges.
 */
public record TimeSeries(String blade, String type, double[] seconds, double[] callsPerSecond, double[] meanNanos,
                         double[] p99Nanos, List<double[]> warmupRanges) {
}
