package org.mwbench.platform.plugin;

import java.util.List;
import org.mwbench.platform.blade.Durations;

/** The types a descriptor gives parameters; each knows how to tell a bad value. */
public enum ParameterType {
    STRING, INT, LONG, DOUBLE, BOOLEAN, DURATION, ENUM;

    /** @return null when the value is good, else what is expected */
    String check(String value, List<String> choices) {
        try {
            switch (this) {
                case INT:
                    Integer.parseInt(value.strip());
                    return null;
                case LONG:
                    Long.parseLong(value.strip());
                    return null;
                case DOUBLE:
                    // NaN slips through range checks written as p < 0 || p > 1: refuse it here
                    return Double.isFinite(Double.parseDouble(value.strip())) ? null : "a finite number";
                case BOOLEAN:
                    return value.strip().equals("true") || value.strip().equals("false") ? null : "true or false";
                case DURATION:
                    Durations.parse(value, "ms");
                    return null;
                case ENUM:
                    return choices.contains(value.strip()) ? null : "one of " + choices;
                default:
                    return null;
            }
        } catch (IllegalArgumentException e) {
            return this == DURATION ? "a duration such as 500us, 20ms or 2s" : "a number of type " + name().toLowerCase();
        }
    }

    static ParameterType named(String name) {
        return valueOf(name.strip().toUpperCase());
    }
}
