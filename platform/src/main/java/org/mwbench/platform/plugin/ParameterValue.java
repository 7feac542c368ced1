package org.mwbench.platform.plugin;

import java.util.ArrayList;
import java.util.List;

/**
 * A parameter's text, split once into literal parts and {@code ${use-id:variable}}
 * references, so that a constant costs nothing to read and a variable costs one lookup.
 */
final class ParameterValue {
    /** A reference to another session object's variable. */
    record Reference(String useId, String variable) {
    }

    private final String constant;
    private final List<Object> parts;

    private ParameterValue(String constant, List<Object> parts) {
        this.constant = constant;
        this.parts = parts;
    }

    static ParameterValue parse(String text) {
        List<Object> parts = new ArrayList<>();
        int from = 0;
        int open;
        while ((open = text.indexOf("${", from)) >= 0) {
            int close = text.indexOf('}', open);
            int colon = close < 0 ? -1 : text.indexOf(':', open);
            if (close < 0 || colon < 0 || colon > close) {
                throw new IllegalArgumentException("'" + text + "' has a malformed variable: write ${use-id:variable}");
            }
            if (open > from) {
                parts.add(text.substring(from, open));
            }
            parts.add(new Reference(text.substring(open + 2, colon).strip(), text.substring(colon + 1, close).strip()));
            from = close + 1;
        }
        if (parts.isEmpty()) {
            return new ParameterValue(text, List.of());
        }
        if (from < text.length()) {
            parts.add(text.substring(from));
        }
        return new ParameterValue(null, List.copyOf(parts));
    }

    boolean isConstant() {
        return constant != null;
    }

    String constant() {
        return constant;
    }

    List<Reference> references() {
        return parts.stream().filter(Reference.class::isInstance).map(Reference.class::cast).toList();
    }

    String evaluate(VariableSource variables) {
        if (constant != null) {
            return constant;
        }
        if (variables == null) {
            throw new IllegalStateException("variables are only available while a virtual user runs");
        }
        StringBuilder text = new StringBuilder();
        for (Object part : parts) {
            text.append(part instanceof Reference reference ? variables.value(reference.useId(), reference.variable()) : part);
        }
        return text.toString();
    }
}
