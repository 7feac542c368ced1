package org.mwbench.deploy;

import java.util.List;
import java.util.Map;

/** Paths into a parsed YAML object (maps, lists, scalars), failing with the path that is missing. */
final class Yaml {
    private Yaml() {
    }

    static Object at(Map<String, Object> object, String... path) {
        Object here = object;
        for (String key : path) {
            if (!(here instanceof Map<?, ?> map) || !map.containsKey(key)) {
                throw new AssertionError("no " + String.join(".", path) + " in " + object);
            }
            here = map.get(key);
        }
        return here;
    }

    static String string(Map<String, Object> object, String... path) {
        return String.valueOf(at(object, path));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Map<String, Object> object, String... path) {
        return (Map<String, Object>) at(object, path);
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> list(Map<String, Object> object, String... path) {
        return (List<Map<String, Object>>) at(object, path);
    }
}
