package org.mwbench.injectors.scenario;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.injectors.scenario.CompiledScenario.ChoicePlan;
import org.mwbench.injectors.scenario.CompiledScenario.IfPlan;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.injectors.scenario.CompiledScenario.WhilePlan;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.plugin.PluginEnvironment;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.xml.XmlException;

/** What every blade that runs scenarios does at init: read, compile, register action types. */
final class ScenarioLoader {
    /** The parameter that names the scenario file; the blades that run scenarios declare it a {@code FileParameters}. */
    static final String SCENARIO_PARAMETER = "scenario";

    private ScenarioLoader() {
    }

    /**
     * Reads and parses the scenario file the blade's {@code scenario} parameter names, and
     * checks it whole against the installed plugins ({@link ScenarioCompiler#check}): at plan
     * check, from the file the supervisor is about to send, so that an unknown plugin, action
     * or parameter is a plan error before anything is deployed; and at init, from the one the
     * agent received. Every error names the blade, and the scenario's file and line.
     */
    static Scenario read(BladeArguments arguments, BladeFiles files) throws BladeException {
        String file = arguments.required(SCENARIO_PARAMETER, "the scenario file");
        try {
            Scenario scenario = ScenarioReader.read(files.read(file), file);
            ScenarioCompiler.check(scenario, InstalledMiddleware.plugins());
            return scenario;
        } catch (IOException | XmlException | ScenarioException e) {
            throw new BladeException("blade " + arguments.bladeId() + ": " + e.getMessage());
        }
    }

    /**
     * Compiles a scenario against the installed plugins, with the run's server endpoints: only
     * at init, since a shared connection connects here.
     */
    static CompiledScenario compile(BladeContext context, Scenario scenario) throws BladeException {
        PluginEnvironment environment = new PluginEnvironment() {
            @Override
            public String endpoint(String serverBladeId) throws PluginException {
                try {
                    return context.endpoint(serverBladeId);
                } catch (BladeException e) {
                    throw new PluginException(e.getMessage());
                }
            }

            @Override
            public java.io.Writer newEventFile(String name) throws IOException {
                return context.newEventFile(name);
            }
        };
        try {
            return ScenarioCompiler.compile(scenario, InstalledMiddleware.plugins(), environment);
        } catch (ScenarioException e) {
            throw new BladeException("blade " + context.bladeId() + ": " + e.getMessage());
        }
    }

    /** The behaviors a {@code behavior=ID[;ID...]} parameter names, all of the scenario's when it is absent. */
    static java.util.List<String> behaviors(BladeArguments arguments, Scenario scenario, String file) throws BladeException {
        String value = arguments.text("behavior", null);
        if (value == null) {
            return java.util.List.copyOf(scenario.behaviors().keySet());
        }
        java.util.List<String> ids = java.util.List.of(value.split(";"));
        for (String id : ids) {
            if (!scenario.behaviors().containsKey(id)) {
                throw arguments.invalid("behavior", value, "behaviors of scenario " + file + ": "
                        + scenario.behaviors().keySet());
            }
        }
        return ids;
    }

    /** Whether a runner's {@code events=} parameter keeps a row per call ({@code all}) or only histograms. */
    static boolean keepEvents(BladeArguments arguments, String fallback) throws BladeException {
        return arguments.choice("events", fallback, "all", "histograms").equals("all");
    }

    /**
     * Registers the sample labels of the behaviors the blade will run as action types, so that
     * no user ever registers one mid-run (registration takes a lock). Only those: what a blade
     * registers is what it plans to measure, and a type it registers and never calls is
     * reported as not measured.
     *
     * @return action type ids by label
     */
    static Map<String, Integer> registerActionTypes(BladeContext context, CompiledScenario scenario,
                                                    java.util.Collection<String> behaviorIds) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        behaviorIds.forEach(id -> sampleLabels(scenario.behaviors().get(id))
                .forEach(label -> ids.computeIfAbsent(label, unused -> context.actionTypes().idOf(label))));
        return Map.copyOf(ids);
    }

    /** The labels of a behavior's samples, branches and loops included, in the order they appear. */
    static Set<String> sampleLabels(List<Plan> plans) {
        Set<String> labels = new LinkedHashSet<>();
        forEachAction(plans, action -> {
            if (action.kind() == ActionKind.SAMPLE) {
                labels.add(action.label());
            }
        });
        return labels;
    }

    /** The plugin uses a behavior's actions name (conditions of ifs and whiles included), in the order they appear. */
    static Set<CompiledScenario.Use> usesOf(List<Plan> plans) {
        Set<CompiledScenario.Use> uses = new LinkedHashSet<>();
        forEachAction(plans, action -> uses.add(action.use()));
        return uses;
    }

    /** Every action of a behavior, in the order they appear, branches, loops and their conditions included. */
    private static void forEachAction(List<Plan> plans, java.util.function.Consumer<ActionPlan> visitor) {
        for (Plan plan : plans) {
            if (plan instanceof ActionPlan action) {
                visitor.accept(action);
            } else if (plan instanceof IfPlan branch) {
                visitor.accept(branch.condition());
                forEachAction(branch.then(), visitor);
                forEachAction(branch.otherwise(), visitor);
            } else if (plan instanceof WhilePlan loop) {
                visitor.accept(loop.condition());
                forEachAction(loop.body(), visitor);
            } else if (plan instanceof ChoicePlan choice) {
                choice.branches().forEach(branch -> forEachAction(branch, visitor));
            }
        }
    }
}
