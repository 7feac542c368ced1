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
import org.mwbench.platform.blade.BladeContext;
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

    /** Reads and compiles the scenario file the blade's argument names; every error names the blade. */
    static CompiledScenario compile(BladeContext context, String file) throws BladeException {
        try {
            byte[] content = context.file(file);
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
            return ScenarioCompiler.compile(ScenarioReader.read(content, file), InstalledMiddleware.plugins(), environment);
        } catch (IOException | XmlException | ScenarioException e) {
            throw new BladeException("blade " + context.bladeId() + ": " + e.getMessage());
        }
    }

    /**
     * Registers every sample's label as an action type, so that no user ever registers one
     * mid-run (registration takes a lock).
     *
     * @return action type ids by label
     */
    /** Whether a runner's {@code events=} parameter keeps a row per call ({@code all}) or only histograms. */
    static boolean keepEvents(String bladeId, String events) throws BladeException {
        if (!events.equals("all") && !events.equals("histograms")) {
            throw new BladeException("blade " + bladeId + ": parameter 'events' = '" + events
                    + "' is not valid: expected all or histograms");
        }
        return events.equals("all");
    }

    static Map<String, Integer> registerActionTypes(BladeContext context, CompiledScenario scenario) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        scenario.behaviors().values().forEach(plans -> sampleLabels(plans)
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
