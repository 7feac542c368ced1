package org.mwbench.platform.blade;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A blade argument of the form {@code name=value name=value ...} (spaces or commas
 * between pairs), read with errors that name the blade, the parameter and the value, so
 * that a bad argument fails at init and never at the first call.
 */
public final class BladeArguments {
    private final String bladeId;
    private final Map<String, String> values = new LinkedHashMap<>();
    private final Set<String> read = new TreeSet<>();
    /** Words without {@code =}, in order: only {@link #parseWithWords} keeps them (CLIF's probe arguments). */
    private final java.util.List<String> words = new java.util.ArrayList<>();

    private BladeArguments(String bladeId) {
        this.bladeId = bladeId;
    }

    public static BladeArguments parse(String bladeId, String argument) throws BladeException {
        return parse(bladeId, argument, false);
    }

    /**
     * Like {@link #parse}, but words without {@code =} are kept, in order, for {@link #words()}:
     * CLIF's probe argument is such a list ({@code 1000 60 eth0}: period, duration, interface).
     */
    public static BladeArguments parseWithWords(String bladeId, String argument) throws BladeException {
        return parse(bladeId, argument, true);
    }

    private static BladeArguments parse(String bladeId, String argument, boolean keepWords) throws BladeException {
        BladeArguments arguments = new BladeArguments(bladeId);
        for (String pair : argument.strip().split("[\\s,]+")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            if (equals < 0 && keepWords) {
                arguments.words.add(pair);
                continue;
            }
            if (equals <= 0) {
                throw new BladeException("blade " + bladeId + ": argument '" + pair + "' is not name=value");
            }
            String name = pair.substring(0, equals);
            if (arguments.values.put(name, pair.substring(equals + 1)) != null) {
                throw new BladeException("blade " + bladeId + ": parameter '" + name + "' is given twice");
            }
        }
        return arguments;
    }

    /** The blade whose argument this is, for messages. */
    public String bladeId() {
        return bladeId;
    }

    /** The words without {@code =}, in order; empty unless read with {@link #parseWithWords}. */
    public java.util.List<String> words() {
        return java.util.List.copyOf(words);
    }

    public String text(String name, String fallback) {
        read.add(name);
        return values.getOrDefault(name, fallback);
    }

    /** A parameter without a default: its absence is an error that says what it is for. */
    public String required(String name, String what) throws BladeException {
        String value = text(name, null);
        if (value == null) {
            throw new BladeException("blade " + bladeId + ": parameter '" + name + "' is required: " + what);
        }
        return value;
    }

    /** One of a few words, such as {@code events=all|histograms}. */
    public String choice(String name, String fallback, String... allowed) throws BladeException {
        String value = text(name, fallback);
        for (String word : allowed) {
            if (word.equals(value)) {
                return value;
            }
        }
        throw invalid(name, value, "one of " + String.join(", ", allowed));
    }

    public int positiveInt(String name, int fallback) throws BladeException {
        return number(name, fallback, Integer::valueOf, value -> value > 0, "a whole number above 0");
    }

    public long nonNegativeLong(String name, long fallback) throws BladeException {
        return number(name, fallback, Long::valueOf, value -> value >= 0, "a whole number of 0 or more");
    }

    /** A fraction between 0 and 1 inclusive. */
    public double fraction(String name, double fallback) throws BladeException {
        return number(name, fallback, Double::valueOf, value -> value >= 0 && value <= 1, "a fraction from 0 to 1, e.g. 0.01");
    }

    private <T extends Number> T number(String name, T fallback, java.util.function.Function<String, T> parser,
                                        java.util.function.Predicate<T> valid, String expected) throws BladeException {
        String value = text(name, null);
        if (value == null) {
            return fallback;
        }
        try {
            T number = parser.apply(value);
            if (valid.test(number)) {
                return number;
            }
        } catch (NumberFormatException e) {
            // reported below, with the parameter's name
        }
        throw invalid(name, value, expected);
    }

    /** A duration such as {@code 250ms}, {@code 10s}, {@code 2m}, {@code 50us}; a bare number is in {@code bareUnit}. */
    public Duration duration(String name, Duration fallback, String bareUnit) throws BladeException {
        String value = text(name, null);
        if (value == null) {
            return fallback;
        }
        try {
            return Durations.parse(value, bareUnit);
        } catch (IllegalArgumentException e) {
            throw invalid(name, value, "a duration such as 500ms, 10s or 2m");
        }
    }

    /**
     * The parameters named {@code prefix + key}, by key without the prefix, such as a
     * server's {@code option.threads=8}: options passed through to another component,
     * which checks them itself.
     */
    public Map<String, String> withPrefix(String prefix) {
        Map<String, String> found = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            if (name.startsWith(prefix) && name.length() > prefix.length()) {
                read.add(name);
                found.put(name.substring(prefix.length()), value);
            }
        });
        return found;
    }

    /** Fails on parameters that no one read: a typo must not silently fall back to a default. */
    public void requireAllKnown() throws BladeException {
        Set<String> unknown = new TreeSet<>(values.keySet());
        unknown.removeAll(read);
        if (!unknown.isEmpty()) {
            throw new BladeException("blade " + bladeId + ": unknown parameter(s) " + unknown + "; known: " + read);
        }
    }

    /** An error that names the blade, the parameter, its value and what is allowed. */
    public BladeException invalid(String name, String value, String expected) {
        return new BladeException("blade " + bladeId + ": parameter '" + name + "' = '" + value
                + "' is not valid: expected " + expected);
    }
}
