package org.mwbench.analysis.report;

/**
 * Böszörményi et al. 1999's Figure 2, one point: an action type's throughput while {@code clients}
 * virtual users (summed over every blade) were active, averaged over the intervals of that
 * plateau. Intervals in which the population or the set of active types changed are left out.
 */
public record ScalabilityPoint(String type, long clients, double callsPerSecond, double meanNanos, int intervals) {
}
