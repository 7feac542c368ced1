package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Warm-up periods as {@code [start s, end s]} ranges, merged where they overlap or touch
 * (within 50 ms, the slack between two one-second intervals), so that a warm-up made of
 * many intervals, or of several action types, is one shaded band on a time plot.
 */
public final class WarmupRanges {
    private static final double TOUCHING_S = 0.05;

    private WarmupRanges() {
    }

    public static List<double[]> merge(List<double[]> ranges) {
        List<double[]> sorted = new ArrayList<>(ranges);
        sorted.sort((a, b) -> Double.compare(a[0], b[0]));
        List<double[]> merged = new ArrayList<>();
        for (double[] range : sorted) {
            double[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && range[0] <= last[1] + TOUCHING_S) {
                last[1] = Math.max(last[1], range[1]);
            } else {
                merged.add(range.clone());
            }
        }
        return merged;
    }
}
