package org.mwbench.platform.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mwbench.platform.xml.LocatedXmlReader;
import org.mwbench.platform.xml.XmlElement;
import org.mwbench.platform.xml.XmlException;

/**
 * What a plugin offers, as its {@code plugin.xml} declares it (the spirit of CLIF's
 * plugin descriptors): the parameters of its session object, its samples, timers, tests
 * and controls with their parameters, and its variables.
 *
 * <pre>{@code
 * <plugin name="counter">
 *   <object><param name="start" type="long" default="0"/></object>
 *   <control name="increment"/>
 *   <test name="lessThan"><param name="limit" type="long"/></test>
 *   <variable name="value"/>
 * </plugin>
 * }</pre>
 *
 * <p>{@code <variable name="*"/>} declares that the plugin's own parameters define its
 * variables' names (as the constants plugin does); references to it are then checked when
 * the variable is read, not when the scenario is compiled.
 */
public record PluginDescriptor(String name, String description, List<ParameterSpec> objectParameters,
                               Map<ActionKind, Map<String, List<ParameterSpec>>> actions, List<String> variables) {

    public Optional<List<ParameterSpec>> action(ActionKind kind, String actionName) {
        return Optional.ofNullable(actions.getOrDefault(kind, Map.of()).get(actionName));
    }

    public List<String> actionNames(ActionKind kind) {
        return List.copyOf(actions.getOrDefault(kind, Map.of()).keySet());
    }

    /** Reads the descriptor resource that sits beside the plugin class, e.g. {@code plugin.xml}. */
    public static PluginDescriptor read(Class<?> pluginClass, String resource) {
        String source = pluginClass.getName() + " " + resource;
        try (InputStream in = pluginClass.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(source + ": no such resource");
            }
            return parse(LocatedXmlReader.read(in.readAllBytes(), source));
        } catch (IOException | XmlException e) {
            throw new IllegalStateException("bad plugin descriptor: " + e.getMessage(), e);
        }
    }

    static PluginDescriptor parse(XmlElement root) throws XmlException {
        if (!root.name().equals("plugin")) {
            throw root.error("a plugin descriptor starts with <plugin>, not <" + root.name() + ">");
        }
        root.allowAttributes("name");
        List<ParameterSpec> objectParameters = new ArrayList<>();
        Map<ActionKind, Map<String, List<ParameterSpec>>> actions = new EnumMap<>(ActionKind.class);
        List<String> variables = new ArrayList<>();
        String description = "";
        for (XmlElement child : root.children()) {
            Optional<ActionKind> kind = Arrays.stream(ActionKind.values())
                    .filter(candidate -> candidate.element().equals(child.name())).findFirst();
            if (kind.isPresent()) {
                child.allowAttributes("name");
                String name = child.required("name");
                if (actions.computeIfAbsent(kind.get(), k -> new LinkedHashMap<>()).put(name, parameters(child)) != null) {
                    throw child.error(kind.get().element() + " '" + name + "' is declared twice");
                }
            } else if (child.name().equals("object")) {
                child.allowAttributes();
                objectParameters.addAll(parameters(child));
            } else if (child.name().equals("variable")) {
                child.allowAttributes("name");
                variables.add(child.required("name"));
            } else if (child.name().equals("description")) {
                description = child.text();
            } else {
                throw child.error("unknown element <" + child.name() + "> in a plugin descriptor");
            }
        }
        return new PluginDescriptor(root.required("name"), description, List.copyOf(objectParameters), actions,
                List.copyOf(variables));
    }

    /** A {@code min} or {@code max} attribute: a whole number, on an {@code int} or {@code long} parameter only. */
    private static Long bound(XmlElement param, String attribute, ParameterType type) throws XmlException {
        Optional<String> text = param.attribute(attribute);
        if (text.isEmpty()) {
            return null;
        }
        if (type != ParameterType.INT && type != ParameterType.LONG) {
            throw param.error("'" + attribute + "' bounds an int or long parameter, not a " + type.name().toLowerCase());
        }
        if (type.check(text.get(), List.of()) != null) {
            throw param.error("'" + attribute + "' = '" + text.get() + "' is not " + type.check(text.get(), List.of()));
        }
        return Long.parseLong(text.get().strip());
    }

    private static List<ParameterSpec> parameters(XmlElement owner) throws XmlException {
        List<ParameterSpec> specs = new ArrayList<>();
        for (XmlElement param : owner.children()) {
            if (!param.name().equals("param")) {
                throw param.error("unknown element <" + param.name() + ">; parameters are <param .../>");
            }
            param.allowAttributes("name", "type", "default", "values", "description", "min", "max");
            ParameterType type;
            try {
                type = ParameterType.named(param.attribute("type").orElse("string"));
            } catch (IllegalArgumentException e) {
                throw param.error("unknown type '" + param.attribute("type").orElse("") + "'; types are "
                        + Arrays.toString(ParameterType.values()).toLowerCase());
            }
            List<String> choices = param.attribute("values").map(values -> List.of(values.split("\\s*,\\s*")))
                    .orElse(List.of());
            String defaultValue = param.attribute("default").orElse(null);
            Long min = bound(param, "min", type);
            Long max = bound(param, "max", type);
            ParameterSpec spec = new ParameterSpec(param.required("name"), type, defaultValue, choices,
                    param.attribute("description").orElse(""), min, max);
            if (defaultValue != null && type.check(defaultValue, choices) != null) {
                throw param.error("default '" + defaultValue + "' of '" + spec.name() + "' is not "
                        + type.check(defaultValue, choices));
            }
            if (defaultValue != null && spec.checkRange(defaultValue) != null) {
                throw param.error("default '" + defaultValue + "' of '" + spec.name() + "' is not "
                        + spec.checkRange(defaultValue));
            }
            specs.add(spec);
        }
        return List.copyOf(specs);
    }
}
