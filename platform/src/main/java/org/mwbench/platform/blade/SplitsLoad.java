package org.mwbench.platform.blade;

/**
 * Marks an injector insert that can run a share of its load: its argument takes
 * {@code segment=K/N} ({@link LoadSegment}) and it then runs only that share. Only such an
 * injector can be spread over an agent pool of more than one agent, so that the pool's total
 * load is the plan's, not N times it.
 */
public interface SplitsLoad {
}
