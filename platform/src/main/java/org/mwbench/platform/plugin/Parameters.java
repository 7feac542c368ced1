package org.mwbench.platform.plugin;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.Durations;

/**
 * The parameters of one plugin use or one scenario action, checked against the
 * descriptor: no unknown names, no missing required ones, and constant values of the
 * right type, all before the first call. Values holding variables are evaluated when
 * read, against the virtual user's session objects.
 */
public final class Parameters {
    private final String owner;
    private final Map<String, ParameterSpec> specs;
    private final Map<String, ParameterValue> values;
    private final VariableSource variables;

    private Parameters(String owner, Map<String, ParameterSpec> specs, Map<String, ParameterValue> values,
                       VariableSource variables) {
        this.owner = owner;
        this.specs = specs;
        this.values = values;
        this.variables = variables;
    }

    /**
     * Checks given values against the specs and fills in defaults.
     *
     * @param owner what the parameters belong to, for messages: plugin, action, location
     */
    public static Parameters check(String owner, List<ParameterSpec> specs, Map<String, String> given)
            throws PluginException {
        Map<String, ParameterSpec> byName = new LinkedHashMap<>();
        specs.forEach(spec -> byName.put(spec.name(), spec));
        List<String> problems = new ArrayList<>();
        Map<String, ParameterValue> values = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : given.entrySet()) {
            ParameterSpec spec = byName.get(entry.getKey());
            if (spec == null) {
                problems.add("unknown parameter '" + entry.getKey() + "' (known: " + byName.keySet() + ")");
                continue;
            }
            ParameterValue value;
            try {
                value = ParameterValue.parse(entry.getValue());
            } catch (IllegalArgumentException e) {
                problems.add("parameter '" + spec.name() + "': " + e.getMessage());
                continue;
            }
            String wrong = value.isConstant() ? spec.type().check(value.constant(), spec.choices()) : null;
            if (wrong == null && value.isConstant()) {
                wrong = spec.checkRange(value.constant());
            }
            if (wrong != null) {
                problems.add("parameter '" + spec.name() + "' = '" + entry.getValue() + "' is not " + wrong);
            }
            values.put(spec.name(), value);
        }
        for (ParameterSpec spec : specs) {
            if (!values.containsKey(spec.name())) {
                if (spec.required()) {
                    problems.add("parameter '" + spec.name() + "' is required" + describe(spec));
                } else {
                    values.put(spec.name(), ParameterValue.parse(spec.defaultValue()));
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new PluginException(owner + ": " + String.join("; ", problems));
        }
        return new Parameters(owner, byName, values, null);
    }

    private static String describe(ParameterSpec spec) {
        return spec.description().isEmpty() ? "" : " (" + spec.description() + ")";
    }

    /** The same parameters, reading variables from one virtual user's session objects. */
    public Parameters withVariables(VariableSource source) {
        return new Parameters(owner, specs, values, source);
    }

    /** The variables the values refer to, as {@code use-id:variable}, for the scenario's checks. */
    public List<String> references() {
        List<String> references = new ArrayList<>();
        values.values().forEach(value -> value.references().forEach(reference ->
                references.add(reference.useId() + ":" + reference.variable())));
        return references;
    }

    /** True when the value holds no variable: it can be read once and kept. */
    public boolean isConstant(String name) {
        return value(name).isConstant();
    }

    public String text(String name) {
        return value(name).evaluate(variables);
    }

    public int integer(String name) throws PluginException {
        return parsed(name, Integer::parseInt, "is not a whole number");
    }

    public long longValue(String name) throws PluginException {
        return parsed(name, Long::parseLong, "is not a whole number");
    }

    public double decimal(String name) throws PluginException {
        return parsed(name, Double::parseDouble, "is not a number");
    }

    private <T> T parsed(String name, java.util.function.Function<String, T> parser, String otherwise)
            throws PluginException {
        String text = text(name);
        try {
            return parser.apply(text.strip());
        } catch (NumberFormatException e) {
            throw invalid(name, "'" + text + "' " + otherwise);
        }
    }

    public boolean flag(String name) throws PluginException {
        String text = text(name).strip();
        if (!text.equals("true") && !text.equals("false")) {
            throw invalid(name, "'" + text + "' is not true or false");
        }
        return text.equals("true");
    }

    public Duration duration(String name) throws PluginException {
        String text = text(name);
        try {
            return Durations.parse(text, "ms");
        } catch (IllegalArgumentException e) {
            throw invalid(name, "'" + text + "' is not a duration such as 500us, 20ms or 2s");
        }
    }

    /** An error about one parameter, naming its owner (plugin, action, location). */
    public PluginException invalid(String name, String why) {
        return new PluginException(owner + ": parameter '" + name + "': " + why);
    }

    private ParameterValue value(String name) {
        ParameterValue value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException(owner + ": the descriptor declares no parameter '" + name + "'");
        }
        return value;
    }
}
