package org.mwbench.analysis.charts;

import java.util.Objects;

/**
 * What the values of an axis are and how they are shown. A duration is given in nanoseconds,
 * the unit of every stored measurement, and shown in the unit that keeps its largest value
 * readable (ns, µs, ms or s); anything else is shown as given, under its own title.
 */
public final class Quantity {

    /** Throughput in calls per second, shown as given. */
    public static final Quantity THROUGHPUT = plain("throughput (calls/s)");

    private final String name;
    private final boolean durationNs;

    private Quantity(String name, boolean durationNs) {
        this.name = name;
        this.durationNs = durationNs;
    }

    /**
     * A duration whose values are in nanoseconds, e.g. {@code durationNs("latency")}; the axis
     * reads "latency (µs)" when its largest value is between 1 µs and 1 ms.
     */
    public static Quantity durationNs(String name) {
        return new Quantity(checkName(name), true);
    }

    /** Latency in nanoseconds: {@code durationNs("latency")}. */
    public static Quantity latencyNs() {
        return durationNs("latency");
    }

    /** Values shown as given, under this axis title, e.g. {@code plain("bytes per call")}. */
    public static Quantity plain(String axisTitle) {
        return new Quantity(checkName(axisTitle), false);
    }

    public String name() {
        return name;
    }

    public boolean isDuration() {
        return durationNs;
    }

    /** The unit the values are shown in, given the largest value to show. */
    DurationUnit unitFor(double maxValue) {
        return durationNs ? DurationUnit.forMaxNanos(maxValue) : DurationUnit.NONE;
    }

    String axisTitle(DurationUnit unit) {
        return unit == DurationUnit.NONE ? name : name + " (" + unit.symbol() + ")";
    }

    @Override
    public String toString() {
        return durationNs ? name + " [ns]" : name;
    }

    private static String checkName(String name) {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a quantity needs a name");
        }
        return name;
    }
}
