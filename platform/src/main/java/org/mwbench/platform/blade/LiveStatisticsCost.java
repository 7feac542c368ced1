package org.mwbench.platform.blade;

/**
 * What a data collector's interval rolls have cost so far: the live statistics' price, for
 * the benchmarks that show it does not grow with users or threads.
 *
 * @param rolls               intervals rolled
 * @param cpuNanos            CPU time of the rolling threads inside the rolls; -1 where the JVM measures none
 * @param recordersDrained    recorders drained, over all rolls
 * @param maxRecordersPerRoll the most recorders one roll drained
 */
public record LiveStatisticsCost(long rolls, long cpuNanos, long recordersDrained, long maxRecordersPerRoll) {
    /** Nothing rolled yet. */
    public static final LiveStatisticsCost NONE = new LiveStatisticsCost(0, 0, 0, 0);

    /** The cost after one more roll. */
    LiveStatisticsCost plus(long rollCpuNanos, long recorders) {
        return new LiveStatisticsCost(rolls + 1, cpuNanos < 0 || rollCpuNanos < 0 ? -1 : cpuNanos + rollCpuNanos,
                recordersDrained + recorders, Math.max(maxRecordersPerRoll, recorders));
    }
}
