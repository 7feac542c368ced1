package org.mwbench.injectors.scenario;

import java.util.List;

/**
 * A load profile's curve: y (a population, or arrivals per second) over x (seconds from
 * the blade's start), made of the points of the group's ramps. Between two points the
 * curve follows the style of the ramp the later point belongs to: {@code line} goes
 * straight, {@code crenel_hv} holds the earlier value and steps at the later point's x
 * (horizontal, then vertical). Before the first point and after the last, y is 0.
 */
public final class Profile {
    /** Ramp styles, as ISAC names them. */
    public enum Style {
        LINE, CRENEL_HV
    }

    /** One point, with the style of the segment that ends at it. */
    public record Point(double x, double y, Style style) {
    }

    private final List<Point> points;

    public Profile(List<Point> points) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a profile needs at least one point");
        }
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).x() < points.get(i - 1).x()) {
                throw new IllegalArgumentException("points must go forward in time: x=" + points.get(i).x()
                        + " comes after x=" + points.get(i - 1).x());
            }
        }
        this.points = List.copyOf(points);
    }

    public List<Point> points() {
        return points;
    }

    /** When the curve ends, in seconds. */
    public double end() {
        return points.get(points.size() - 1).x();
    }

    /** The curve's value at x seconds. */
    public double valueAt(double x) {
        if (x < points.get(0).x() || x > end()) {
            return 0;
        }
        for (int i = 1; i < points.size(); i++) {
            Point from = points.get(i - 1);
            Point to = points.get(i);
            if (x <= to.x()) {
                if (to.style() == Style.CRENEL_HV) {
                    return x < to.x() ? from.y() : to.y();
                }
                double span = to.x() - from.x();
                return span == 0 ? to.y() : from.y() + (to.y() - from.y()) * (x - from.x()) / span;
            }
        }
        return points.get(points.size() - 1).y();
    }

    /**
     * The area under the curve from the start to x: for an arrival rate, how many arrivals
     * are due by x.
     */
    public double integralTo(double x) {
        double total = 0;
        for (int i = 1; i < points.size() && points.get(i - 1).x() < x; i++) {
            Point from = points.get(i - 1);
            Point to = points.get(i);
            double upTo = Math.min(x, to.x());
            double width = upTo - from.x();
            if (to.style() == Style.CRENEL_HV) {
                total += from.y() * width;
            } else {
                double slope = to.x() == from.x() ? 0 : (to.y() - from.y()) / (to.x() - from.x());
                total += width * (from.y() + slope * width / 2);
            }
        }
        return total;
    }

    /**
     * The x at which the area under the curve reaches {@code area}: when the n-th arrival is
     * due. Infinite when the curve never reaches it.
     */
    public double xOfIntegral(double area) {
        double total = 0;
        for (int i = 1; i < points.size(); i++) {
            Point from = points.get(i - 1);
            Point to = points.get(i);
            double width = to.x() - from.x();
            double slope = to.style() == Style.CRENEL_HV || width == 0 ? 0 : (to.y() - from.y()) / width;
            double start = from.y();
            double segment = width * (start + slope * width / 2);
            if (total + segment >= area && segment > 0) {
                double need = area - total;
                if (slope == 0) {
                    return from.x() + need / start;
                }
                // start*w + slope*w^2/2 = need  ->  w = (-start + sqrt(start^2 + 2*slope*need)) / slope
                double w = (-start + Math.sqrt(Math.max(0, start * start + 2 * slope * need))) / slope;
                return from.x() + w;
            }
            total += segment;
        }
        return Double.POSITIVE_INFINITY;
    }
}
