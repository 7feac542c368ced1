package org.mwbench.results.model;

/**
 * One steady plateau of a closed population: throughput with its 95% interval, latencies, injector CPU.
 * {@code widened}: settled only at a width wider than its target {@code widthPct} (null when not recorded).
 */
public record PlateauMeasure(int series, String blade, String actionType, int clients, int active, boolean settled,
                             boolean widened, Double widthPct,
                             long calls, long errors, Double throughput, Double ciLow, Double ciHigh, Double meanNanos,
                             Double p99Nanos, Double injectorCpuPct) {
}
