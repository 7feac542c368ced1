package org.mwbench.injectors.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.injectors.scenario.CompiledScenario.ChoicePlan;
import org.mwbench.injectors.scenario.CompiledScenario.IfPlan;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.injectors.scenario.CompiledScenario.Use;
import org.mwbench.injectors.scenario.CompiledScenario.WhilePlan;
import org.mwbench.injectors.scenario.Scenario.Action;
import org.mwbench.injectors.scenario.Scenario.Choice;
import org.mwbench.injectors.scenario.Scenario.Group;
import org.mwbench.injectors.scenario.Scenario.If;
import org.mwbench.injectors.scenario.Scenario.PluginUse;
import org.mwbench.injectors.scenario.Scenario.Step;
import org.mwbench.injectors.scenario.Scenario.While;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.ParameterSpec;
import org.mwbench.platform.plugin.Plugin;
import org.mwbench.platform.plugin.PluginDescriptor;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.PluginEnvironment;
import org.mwbench.platform.plugin.PluginRegistry;

/**
 * Checks a scenario against the installed plugins and makes the session-object
 * templates. Every problem is collected with its {@code file:line}, so a bad scenario
 * fails all at once, and never at the first call: at plan check ({@link #check}, which
 * makes no template, so nothing connects), and again at init ({@link #compile}).
 */
public final class ScenarioCompiler {
    /** A descriptor's {@code <variable name="*"/>}: the plugin's parameters define its variables. */
    static final String ANY_VARIABLE = "*";

    private final PluginRegistry plugins;
    private final List<String> problems = new ArrayList<>();
    private final Map<String, Use> uses = new LinkedHashMap<>();
    private final Map<String, PluginDescriptor> descriptors = new LinkedHashMap<>();
    /** The uses whose plugin is not installed: already said once, not again at each of their actions. */
    private final java.util.Set<String> missingUses = new java.util.HashSet<>();

    private final PluginEnvironment environment;
    /** False at plan check: a template may connect or start threads, which only a run's blade may do. */
    private final boolean makeTemplates;

    private ScenarioCompiler(PluginRegistry plugins, PluginEnvironment environment, boolean makeTemplates) {
        this.plugins = plugins;
        this.environment = environment;
        this.makeTemplates = makeTemplates;
    }

    /**
     * Checks everything {@link #compile} checks that does not need a run: every plugin a
     * {@code <use>} names is installed and accepts its parameters, every sample, timer, test
     * and control is one its plugin's descriptor declares, with the parameters it declares,
     * every variable names a use that has it, and every group's behavior exists. No
     * template is made, so nothing connects: what only a run can tell (a server blade's
     * endpoint) is left to init.
     *
     * @throws ScenarioException every problem, each with its {@code file:line}
     */
    public static void check(Scenario scenario, PluginRegistry plugins) throws ScenarioException {
        new ScenarioCompiler(plugins, PluginEnvironment.NONE, false).compileAll(scenario);
    }

    /** Compiles a scenario outside any run: no server blade endpoints. */
    public static CompiledScenario compile(Scenario scenario, PluginRegistry plugins) throws ScenarioException {
        return compile(scenario, plugins, PluginEnvironment.NONE);
    }

    public static CompiledScenario compile(Scenario scenario, PluginRegistry plugins, PluginEnvironment environment)
            throws ScenarioException {
        return new ScenarioCompiler(plugins, environment, true).compileAll(scenario);
    }

    private CompiledScenario compileAll(Scenario scenario) throws ScenarioException {
        compileUses(scenario.uses());
        Map<String, List<Plan>> behaviors = new LinkedHashMap<>();
        scenario.behaviors().forEach((id, behavior) -> behaviors.put(id, steps(behavior.steps())));
        for (Group group : scenario.groups()) {
            if (!scenario.behaviors().containsKey(group.behaviorId())) {
                problems.add(group.location() + ": no behavior '" + group.behaviorId() + "'; behaviors: "
                        + scenario.behaviors().keySet());
            }
        }
        if (!problems.isEmpty()) {
            uses.values().forEach(use -> closeQuietly(use));
            throw new ScenarioException("invalid scenario " + scenario.source() + ":\n  "
                    + String.join("\n  ", problems));
        }
        return new CompiledScenario(scenario, List.copyOf(uses.values()), behaviors);
    }

    private void compileUses(List<PluginUse> pluginUses) {
        for (PluginUse use : pluginUses) {
            if (uses.containsKey(use.id()) || descriptors.containsKey(use.id())) {
                problems.add(use.location() + ": plugin use id '" + use.id() + "' is used twice");
                continue;
            }
            Plugin plugin;
            try {
                plugin = plugins.find(use.pluginName());
            } catch (PluginException e) {
                problems.add(use.location() + ": " + e.getMessage());
                missingUses.add(use.id());
                continue;
            }
            descriptors.put(use.id(), plugin.descriptor());
            String owner = use.location() + ": plugin '" + use.id() + "' (" + use.pluginName() + ")";
            try {
                Parameters parameters = Parameters.check(owner, plugin.descriptor().objectParameters(), use.parameters());
                if (!parameters.references().isEmpty()) {
                    throw new PluginException(owner + ": a plugin's own parameters cannot hold variables "
                            + parameters.references());
                }
                if (makeTemplates) {
                    uses.put(use.id(), new Use(use.id(), uses.size(), plugin.template(parameters, environment),
                            use.resetEachIteration()));
                }
            } catch (PluginException e) {
                problems.add(e.getMessage().startsWith(use.location()) ? e.getMessage() : owner + ": " + e.getMessage());
            } catch (RuntimeException e) {
                problems.add(owner + ": " + e);
            }
        }
    }

    private List<Plan> steps(List<Step> steps) {
        List<Plan> plans = new ArrayList<>();
        for (Step step : steps) {
            Plan plan = step(step);
            if (plan != null) {
                plans.add(plan);
            }
        }
        return plans;
    }

    private Plan step(Step step) {
        if (step instanceof Action action) {
            return action(action);
        }
        if (step instanceof If branch) {
            return new IfPlan(action(branch.condition()), steps(branch.then()), steps(branch.otherwise()));
        }
        if (step instanceof While loop) {
            return new WhilePlan(action(loop.condition()), steps(loop.body()));
        }
        Choice choice = (Choice) step;
        int[] cumulative = new int[choice.weights().size()];
        int total = 0;
        for (int i = 0; i < cumulative.length; i++) {
            total += choice.weights().get(i);
            cumulative[i] = total;
        }
        List<List<Plan>> branches = new ArrayList<>();
        choice.branches().forEach(branch -> branches.add(steps(branch)));
        return new ChoicePlan(cumulative, branches);
    }

    private ActionPlan action(Action action) {
        PluginDescriptor descriptor = descriptors.get(action.useId());
        Use use = uses.get(action.useId());
        if (descriptor == null) {
            if (!missingUses.contains(action.useId())) {
                problems.add(action.location() + ": no plugin use '" + action.useId() + "'; uses: " + descriptors.keySet());
            }
            return null;
        }
        List<ParameterSpec> specs = descriptor.action(action.kind(), action.name()).orElse(null);
        if (specs == null) {
            problems.add(action.location() + ": plugin '" + action.useId() + "' (" + descriptor.name() + ") has no "
                    + action.kind().element() + " '" + action.name() + "'; its " + action.kind().element() + "s: "
                    + descriptor.actionNames(action.kind()));
            return null;
        }
        String owner = action.location() + ": " + action.kind().element() + " '" + action.name() + "' of plugin '"
                + action.useId() + "' (" + descriptor.name() + ")";
        try {
            Parameters parameters = Parameters.check(owner, specs, action.parameters());
            for (String reference : parameters.references()) {
                checkVariable(owner, reference);
            }
            return use == null ? null : new ActionPlan(action.kind(), use, action.name(), parameters, action.label(),
                    action.location());
        } catch (PluginException e) {
            problems.add(e.getMessage());
            return null;
        }
    }

    private void checkVariable(String owner, String reference) {
        String useId = reference.substring(0, reference.indexOf(':'));
        String variable = reference.substring(reference.indexOf(':') + 1);
        PluginDescriptor descriptor = descriptors.get(useId);
        if (descriptor == null) {
            if (!missingUses.contains(useId)) {
                problems.add(owner + ": variable ${" + reference + "} names no plugin use '" + useId + "'");
            }
        } else if (!descriptor.variables().contains(variable) && !descriptor.variables().contains(ANY_VARIABLE)) {
            problems.add(owner + ": variable ${" + reference + "}: plugin '" + useId + "' (" + descriptor.name()
                    + ") has no variable '" + variable + "'; its variables: " + descriptor.variables());
        }
    }

    private static void closeQuietly(Use use) {
        try {
            use.template().close();
        } catch (Exception e) {
            // A half-compiled scenario is dropped; its templates get one chance to release resources.
        }
    }
}
