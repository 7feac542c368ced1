package org.mwbench.analysis.charts;

import java.util.Arrays;
import java.util.Objects;

/**
 * One named line of a chart: points (x, y) in the caller's units. The chart decides how the
 * axes show them (see {@link Quantity}). Arrays are copied in and out, so a series is immutable.
 */
public final class Series {

    private final String name;
    private final double[] x;
    private final double[] y;

    private Series(String name, double[] x, double[] y) {
        this.name = name;
        this.x = x;
        this.y = y;
    }

    /**
     * @param name the legend label, not blank, unique within one chart
     * @param x the x values, finite
     * @param y the y values, finite, as many as x
     * @throws IllegalArgumentException naming the series and the index of a bad point
     */
    public static Series of(String name, double[] x, double[] y) {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        String label = checkName(name);
        if (x.length != y.length) {
            throw new IllegalArgumentException(
                    "series '" + label + "': " + x.length + " x values but " + y.length + " y values");
        }
        for (int i = 0; i < x.length; i++) {
            if (!Double.isFinite(x[i]) || !Double.isFinite(y[i])) {
                throw new IllegalArgumentException(
                        "series '" + label + "': point " + i + " is (" + x[i] + ", " + y[i] + "), not finite");
            }
        }
        return new Series(label, x.clone(), y.clone());
    }

    /** A builder for series assembled point by point, e.g. from rows of a stored file. */
    public static Builder builder(String name) {
        return new Builder(checkName(name));
    }

    public String name() {
        return name;
    }

    public int size() {
        return x.length;
    }

    public double[] x() {
        return x.clone();
    }

    public double[] y() {
        return y.clone();
    }

    double[] xView() {
        return x;
    }

    double[] yView() {
        return y;
    }

    /** The same points under another legend label. */
    public Series named(String otherName) {
        return new Series(checkName(otherName), x, y);
    }

    @Override
    public String toString() {
        return "Series[" + name + ", " + x.length + " points]";
    }

    private static String checkName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a series needs a name (got " + (name == null ? "null" : "'" + name + "'") + ")");
        }
        return name;
    }

    /** Collects points in order; {@link #build()} validates them like {@link Series#of}. */
    public static final class Builder {
        private final String name;
        private double[] x = new double[16];
        private double[] y = new double[16];
        private int size;

        private Builder(String name) {
            this.name = name;
        }

        public Builder add(double xValue, double yValue) {
            if (size == x.length) {
                x = Arrays.copyOf(x, size * 2);
                y = Arrays.copyOf(y, size * 2);
            }
            x[size] = xValue;
            y[size] = yValue;
            size++;
            return this;
        }

        public Series build() {
            return Series.of(name, Arrays.copyOf(x, size), Arrays.copyOf(y, size));
        }
    }
}
