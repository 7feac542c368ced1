package org.mwbench.platform.plugin;

import java.util.List;

/**
 * One parameter as a descriptor declares it.
 *
 * @param defaultValue null when the parameter is required
 * @param choices      the allowed values of an {@code enum} parameter
 */
public record ParameterSpec(String name, ParameterType type, String defaultValue, List<String> choices,
                            String description) {

    public boolean required() {
        return defaultValue == null;
    }
}
