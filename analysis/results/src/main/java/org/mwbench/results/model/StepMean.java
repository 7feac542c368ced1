package org.mwbench.results.model;

/** One step of a loop blade's action type (Demarey et al. 2004): its calls and mean duration. */
public record StepMean(int series, String blade, String actionType, int step, long calls, double meanNanos) {
}
