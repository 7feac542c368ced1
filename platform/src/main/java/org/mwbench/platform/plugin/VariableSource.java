package org.mwbench.platform.plugin;

/** Where {@code ${use-id:variable}} takes its value: the user's session objects. */
@FunctionalInterface
public interface VariableSource {
    String value(String useId, String variable);
}
