package org.mwbench.results.model;

/** One steady plateau of a closed population: throughput with its 95% interval, latencies, injector CPU. */
public record PlateauMeasure(int series, String blade, String actionType, int clients, int active, boolean settled,
                             long calls, long errors, Double throughput, Double ciLow, Double ciHigh, Double meanNanos,
                             Double p99Nanos, Double injectorCpuPct) {
}
