package org.mwbench.platform.blade;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as users write them in plans and on the command line: 50us, 250ms, 10s, 2m, 1h. */
public final class Durations {
    private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(ns|us|ms|s|m|h)?");

    private Durations() {
    }

    /** @param bareUnit the unit of a number written without one, e.g. {@code s} */
    public static Duration parse(String text, String bareUnit) {
        Matcher matcher = DURATION.matcher(text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a duration: '" + text + "' (write e.g. 500ms, 10s, 2m)");
        }
        double amount = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2) == null ? bareUnit : matcher.group(2);
        double nanosPerUnit;
        switch (unit) {
            case "ns": nanosPerUnit = 1; break;
            case "us": nanosPerUnit = 1e3; break;
            case "ms": nanosPerUnit = 1e6; break;
            case "s": nanosPerUnit = 1e9; break;
            case "m": nanosPerUnit = 60e9; break;
            case "h": nanosPerUnit = 3600e9; break;
            default: throw new IllegalArgumentException("unknown unit '" + unit + "'");
        }
        return Duration.ofNanos(Math.round(amount * nanosPerUnit));
    }

    /** Between the bounds of a range: {@code 80ms..120ms}. */
    public static final String RANGE = "..";

    /**
     * A duration or a range of two, as {@code --think} takes them: {@code 100ms} gives {min, max}
     * both 100 ms, {@code 80ms..120ms} gives 80 and 120 ms. The bounds' order is not checked here.
     *
     * @throws IllegalArgumentException as {@link #parse} does, for either bound
     */
    public static Duration[] parseRange(String text, String bareUnit) {
        int range = text.indexOf(RANGE);
        Duration min = parse(range < 0 ? text : text.substring(0, range), bareUnit);
        Duration max = range < 0 ? min : parse(text.substring(range + RANGE.length()), bareUnit);
        return new Duration[] {min, max};
    }

    /** A duration in the unit that reads best, the way users write them: 850 ns, 42.1 us, 3.25 ms, 1.20 s. */
    public static String format(double nanos) {
        if (nanos < 1e3) {
            return String.format("%.0f ns", nanos);
        }
        if (nanos < 1e6) {
            return String.format("%.1f us", nanos / 1e3);
        }
        if (nanos < 1e9) {
            return String.format("%.2f ms", nanos / 1e6);
        }
        return String.format("%.2f s", nanos / 1e9);
    }
}
