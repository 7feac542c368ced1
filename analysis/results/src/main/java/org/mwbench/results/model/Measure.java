package org.mwbench.results.model;

/**
 * One blade's figures for one action type in one series (numbered from 1), warm-up left out,
 * as {@code mwbench report} computes them. Durations in ns; null where there was nothing to
 * compute them from (no successful call). {@code histogram} is the successes' HdrHistogram in
 * its compressed encoding, base64: any grouping of measures is recomputed from these.
 */
public record Measure(int series, String blade, String actionType, TestCase testCase, long calls, long errors,
                      String errorsByKind, long warmupCalls, Double throughput, Double meanNanos, Double minNanos,
                      Double maxNanos, Double stdDevNanos, Double p50Nanos, Double p90Nanos, Double p99Nanos,
                      Double p999Nanos, String source, String histogram) {
}
