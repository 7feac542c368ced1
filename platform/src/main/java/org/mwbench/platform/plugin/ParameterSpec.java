package org.mwbench.platform.plugin;

import java.util.List;

/**
 * One parameter as a descriptor declares it.
 *
 * @param defaultValue null when the parameter is required
 * @param choices      the allowed values of an {@code enum} parameter
 * @param min          the smallest value of an {@code int} or {@code long} parameter, null for none
 * @param max          the largest value of an {@code int} or {@code long} parameter, null for none
 */
public record ParameterSpec(String name, ParameterType type, String defaultValue, List<String> choices,
                            String description, Long min, Long max) {

    /**
     * The range check of a constant value that {@link ParameterType#check} accepted, so that a
     * count the plugin cannot serve (a negative size, one above a service's limit) is refused
     * at plan check, located at the scenario's line, rather than when a virtual user starts.
     *
     * @return null when the value is in range, else what is expected
     */
    String checkRange(String value) {
        if (min == null && max == null) {
            return null;
        }
        long number = Long.parseLong(value.strip());
        if ((min != null && number < min) || (max != null && number > max)) {
            return min == null ? "at most " + max : max == null ? "at least " + min : "from " + min + " to " + max;
        }
        return null;
    }

    public boolean required() {
        return defaultValue == null;
    }
}
