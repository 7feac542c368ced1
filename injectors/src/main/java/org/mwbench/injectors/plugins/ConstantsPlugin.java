package org.mwbench.injectors.plugins;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * {@code constants}: named values a scenario defines once, in
 * {@code values="server=localhost;size=64"}, and reads as {@code ${use-id:server}}. The
 * values never change, so every virtual user shares one session object and reading a
 * variable is one map lookup returning a String made at load time: no allocation.
 */
public final class ConstantsPlugin extends AbstractPlugin {
    public ConstantsPlugin() {
        super("constants.xml");
    }

    /**
     * Names end up inside {@code ${use-id:name}}, whose parser stops at the first '}' and
     * strips spaces: keep names to characters that survive it unchanged.
     */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]+");

    @Override
    public SessionObject template(Parameters parameters) throws PluginException {
        ObjectParameters.requireConstants(parameters, "values");
        return new Constants(parse(parameters, parameters.text("values")));
    }

    /** {@code name=value} entries separated by ';'; spaces around names and values are dropped. */
    static Map<String, String> parse(Parameters parameters, String text) throws PluginException {
        Map<String, String> values = new LinkedHashMap<>();
        for (String entry : text.split(";")) {
            if (entry.isBlank()) {
                continue; // "a=1;" or "a=1;;b=2": a stray separator is harmless
            }
            int equals = entry.indexOf('=');
            if (equals < 0) {
                throw parameters.invalid("values", "'" + entry.strip() + "' is not name=value"
                        + " (write e.g. server=localhost;size=64)");
            }
            String name = entry.substring(0, equals).strip();
            if (!NAME.matcher(name).matches()) {
                throw parameters.invalid("values", "'" + name + "' in '" + entry.strip()
                        + "' is not a name: use letters, digits, '_', '.' and '-'");
            }
            if (values.put(name, entry.substring(equals + 1).strip()) != null) {
                throw parameters.invalid("values", "'" + name + "' is defined twice");
            }
        }
        if (values.isEmpty()) {
            throw parameters.invalid("values", "'" + text + "' defines no constant (write e.g. server=localhost;size=64)");
        }
        return Collections.unmodifiableMap(values);
    }

    private static final class Constants implements SessionObject {
        private final Map<String, String> values;

        Constants(Map<String, String> values) {
            this.values = values;
        }

        @Override
        public SessionObject newSession(int userId) {
            return this; // immutable: safe to share between all users and threads
        }

        @Override
        public String variable(String name) {
            String value = values.get(name);
            if (value == null) {
                throw new IllegalArgumentException("no constant '" + name + "'; defined: " + values.keySet());
            }
            return value;
        }
    }
}
