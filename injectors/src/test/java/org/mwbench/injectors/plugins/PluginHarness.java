package org.mwbench.injectors.plugins;

import java.util.List;
import java.util.Map;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.ParameterSpec;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.Plugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.PluginRegistry;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.Timer;
import org.mwbench.platform.plugin.VariableSource;

/**
 * Drives plugins the way the scenario runner does: plugins found through ServiceLoader,
 * parameters checked against the descriptor, a template per use, a session per user,
 * actions bound once with parameters checked against the action's specs.
 */
final class PluginHarness {
    static final PluginRegistry REGISTRY = PluginRegistry.load(PluginHarness.class.getClassLoader());

    /** Where ${use:variable} is read from; tests that use no variable need none. */
    private static final VariableSource NO_VARIABLES = (use, variable) -> {
        throw new IllegalArgumentException("no use '" + use + "' in this test");
    };

    private PluginHarness() {
    }

    static Plugin plugin(String name) throws PluginException {
        return REGISTRY.find(name);
    }

    static SessionObject template(String plugin, Map<String, String> objectParameters) throws PluginException {
        Plugin found = plugin(plugin);
        return found.template(Parameters.check(plugin, found.descriptor().objectParameters(), objectParameters));
    }

    static Parameters action(String plugin, ActionKind kind, String name, Map<String, String> given,
                             VariableSource variables) throws PluginException {
        List<ParameterSpec> specs = plugin(plugin).descriptor().action(kind, name)
                .orElseThrow(() -> new AssertionError(plugin + " declares no " + kind.element() + " '" + name + "'"));
        return Parameters.check(plugin + " " + kind.element() + " '" + name + "'", specs, given)
                .withVariables(variables);
    }

    static Sample sample(SessionObject session, String plugin, String name, Map<String, String> given)
            throws PluginException {
        return session.sample(name, action(plugin, ActionKind.SAMPLE, name, given, NO_VARIABLES));
    }

    static Timer timer(SessionObject session, String plugin, String name, Map<String, String> given)
            throws PluginException {
        return timer(session, plugin, name, given, NO_VARIABLES);
    }

    static Timer timer(SessionObject session, String plugin, String name, Map<String, String> given,
                       VariableSource variables) throws PluginException {
        return session.timer(name, action(plugin, ActionKind.TIMER, name, given, variables));
    }

    static Condition test(SessionObject session, String plugin, String name, Map<String, String> given)
            throws PluginException {
        return test(session, plugin, name, given, NO_VARIABLES);
    }

    static Condition test(SessionObject session, String plugin, String name, Map<String, String> given,
                          VariableSource variables) throws PluginException {
        return session.test(name, action(plugin, ActionKind.TEST, name, given, variables));
    }

    static Control control(SessionObject session, String plugin, String name) throws PluginException {
        return session.control(name, action(plugin, ActionKind.CONTROL, name, Map.of(), NO_VARIABLES));
    }

    /** The mean of n draws of a timer, in ns. */
    static double meanNanos(Timer timer, int draws) throws Exception {
        double sum = 0;
        for (int i = 0; i < draws; i++) {
            sum += timer.delayNanos();
        }
        return sum / draws;
    }
}
