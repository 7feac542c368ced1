package org.mwbench.analysis.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A uniform sample of at most {@code capacity} values from a stream of unknown length
 * (Vitter's algorithm R), so a rank test on millions of calls stays within memory and
 * time. The seed is fixed: the same run compared twice gives the same p-value.
 */
public final class Reservoir {
    private final double[] values;
    private final SplittableRandom random = new SplittableRandom(0x6d7762656e6368L);
    private long seen;

    public Reservoir(int capacity) {
        this.values = new double[capacity];
    }

    public void add(double value) {
        if (seen < values.length) {
            values[(int) seen] = value;
        } else {
            long slot = random.nextLong(seen + 1);
            if (slot < values.length) {
                values[(int) slot] = value;
            }
        }
        seen++;
    }

    public long seen() {
        return seen;
    }

    public double[] sample() {
        return Arrays.copyOf(values, (int) Math.min(seen, values.length));
    }
}
