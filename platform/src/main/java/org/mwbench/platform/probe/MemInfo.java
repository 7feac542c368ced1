package org.mwbench.platform.probe;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code /proc/meminfo}'s sizes, in kB, by name ({@code MemTotal}, {@code MemAvailable}...). */
final class MemInfo {
    private MemInfo() {
    }

    /**
     * @throws IllegalArgumentException a line is not {@code Name: value [kB]}
     */
    static Map<String, Long> parse(String text) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            String[] value = colon < 0 ? new String[0] : line.substring(colon + 1).strip().split("\\s+");
            try {
                sizes.put(line.substring(0, colon).strip(), Long.parseLong(value[0]));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("/proc/meminfo line is not 'Name: value kB': " + line);
            }
        }
        return sizes;
    }

    /** A size the probe needs, with an error naming it when this kernel does not give it. */
    static long require(Map<String, Long> sizes, String name) {
        Long value = sizes.get(name);
        if (value == null) {
            throw new IllegalArgumentException("/proc/meminfo has no " + name + " (a kernel before 3.14?)");
        }
        return value;
    }
}
