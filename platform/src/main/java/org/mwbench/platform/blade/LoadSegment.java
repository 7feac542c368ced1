package org.mwbench.platform.blade;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The share of a blade's load that one of its instances runs when the blade is spread over an
 * agent pool, as k6's execution segments split a test over its runners: instance {@code index} of
 * {@code count} gets {@code floor((index+1)y/count) - floor(index*y/count)} of each whole value y
 * (a population), so that the instances' shares add up to y exactly; a fractional value (an arrival
 * rate) is divided evenly. The supervisor gives it to an instance as {@code segment=K/N}.
 */
public record LoadSegment(int index, int count) {
    /** The argument parameter that carries the segment. */
    public static final String PARAMETER = "segment";
    /** The whole load: a blade that is not spread. */
    public static final LoadSegment WHOLE = new LoadSegment(0, 1);

    private static final Pattern SHAPE = Pattern.compile("([0-9]+)/([0-9]+)");

    public LoadSegment {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("segment " + index + "/" + count + ": need 0 <= K < N");
        }
    }

    /** The {@code segment=K/N} parameter, or the whole load when the argument has none. */
    public static LoadSegment read(BladeArguments arguments) throws BladeException {
        String value = arguments.text(PARAMETER, null);
        if (value == null) {
            return WHOLE;
        }
        Matcher matcher = SHAPE.matcher(value.strip());
        try {
            if (matcher.matches()) {
                return new LoadSegment(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
            }
        } catch (IllegalArgumentException e) {
            // out of range, said below
        }
        throw arguments.invalid(PARAMETER, value, "K/N with 0 <= K < N: this instance's share of a blade spread over "
                + "N agents");
    }

    /** This instance's share of a value of the whole blade's load. */
    public double share(double value) {
        if (value != Math.rint(value) || Math.abs(value) > 1e15) {
            return value / count;
        }
        long whole = (long) value;
        return Math.floorDiv((index + 1) * whole, count) - Math.floorDiv(index * whole, count);
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
