package org.mwbench.analysis.charts;

import java.util.Arrays;
import java.util.Objects;

/**
 * A line of estimates, each with an interval around it (e.g. a mean throughput and its 95%
 * confidence interval) and a mark saying whether it is to be trusted as a steady value. The
 * chart draws the line through the settled points, shades the band between their lows and
 * highs in the line's colour, and draws the points that did not settle as hollow circles
 * off the line, so an unsteady value is seen but not read as part of the curve.
 *
 * <p>A point without an interval has NaN as its low and high; otherwise low &lt;= y &lt;= high
 * is not required (a median may lie outside a mean's interval), but all three are finite.
 */
public final class BandedSeries {
    private final String name;
    private final double[] x;
    private final double[] y;
    private final double[] low;
    private final double[] high;
    private final boolean[] settled;

    private BandedSeries(String name, double[] x, double[] y, double[] low, double[] high, boolean[] settled) {
        this.name = name;
        this.x = x;
        this.y = y;
        this.low = low;
        this.high = high;
        this.settled = settled;
    }

    public static Builder builder(String name) {
        return new Builder(Series.builder(name).build().name());
    }

    public String name() {
        return name;
    }

    public int size() {
        return x.length;
    }

    /** The settled points, the line the chart draws. */
    public Series line() {
        Series.Builder line = Series.builder(name);
        for (int i = 0; i < x.length; i++) {
            if (settled[i]) {
                line.add(x[i], y[i]);
            }
        }
        return line.build();
    }

    double[] xView() {
        return x;
    }

    double[] yView() {
        return y;
    }

    double[] lowView() {
        return low;
    }

    double[] highView() {
        return high;
    }

    boolean[] settledView() {
        return settled;
    }

    /** Collects points in x order of the caller's choosing; the chart sorts the band by x. */
    public static final class Builder {
        private final String name;
        private double[] x = new double[16];
        private double[] y = new double[16];
        private double[] low = new double[16];
        private double[] high = new double[16];
        private boolean[] settled = new boolean[16];
        private int size;

        private Builder(String name) {
            this.name = name;
        }

        /**
         * @param low the interval's low end, or NaN for no interval (then high is NaN too)
         * @param settledPoint false for a value that never became steady: drawn hollow, off the line and band
         */
        public Builder add(double xValue, double yValue, double low, double high, boolean settledPoint) {
            int index = size;
            if (!Double.isFinite(xValue) || !Double.isFinite(yValue)) {
                throw new IllegalArgumentException("series '" + name + "': point " + index + " is (" + xValue + ", "
                        + yValue + "), not finite");
            }
            if (Double.isNaN(low) != Double.isNaN(high) || Double.isInfinite(low) || Double.isInfinite(high)
                    || (!Double.isNaN(low) && low > high)) {
                throw new IllegalArgumentException("series '" + name + "': point " + index + " has the interval ["
                        + low + ", " + high + "]: both NaN, or finite with low <= high");
            }
            if (size == x.length) {
                x = Arrays.copyOf(x, size * 2);
                y = Arrays.copyOf(y, size * 2);
                this.low = Arrays.copyOf(this.low, size * 2);
                this.high = Arrays.copyOf(this.high, size * 2);
                settled = Arrays.copyOf(settled, size * 2);
            }
            x[size] = xValue;
            y[size] = yValue;
            this.low[size] = low;
            this.high[size] = high;
            settled[size] = settledPoint;
            size++;
            return this;
        }

        /** A settled point without an interval. */
        public Builder add(double xValue, double yValue) {
            return add(xValue, yValue, Double.NaN, Double.NaN, true);
        }

        public BandedSeries build() {
            return new BandedSeries(Objects.requireNonNull(name), Arrays.copyOf(x, size), Arrays.copyOf(y, size),
                    Arrays.copyOf(low, size), Arrays.copyOf(high, size), Arrays.copyOf(settled, size));
        }
    }
}
