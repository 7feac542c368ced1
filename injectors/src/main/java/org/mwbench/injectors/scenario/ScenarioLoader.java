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
    static Map<String, Integer> registerActionTypes(BladeContext context, CompiledScenario scenario) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        scenario.behaviors().values().forEach(plans -> sampleLabels(plans)
                .forEach(label -> ids.computeIfAbsent(label, unused -> context.actionTypes().idOf(label))));
        return Map.copyOf(ids);
    }

    /** The labels of a behavior's samples, branches and loops included, in the order they appear. */
    static Set<String> sampleLabels(List<Plan> plans) {
        Set<String> labels = new LinkedHashSet<>();
        addSampleLabels(plans, labels);
        return labels;
    }

    private static void addSampleLabels(List<Plan> plans, Set<String> labels) {
        for (Plan plan : plans) {
            if (plan instanceof ActionPlan action && action.kind() == ActionKind.SAMPLE) {
                labels.add(action.label());
            } else if (plan instanceof IfPlan branch) {
                addSampleLabels(branch.then(), labels);
                addSampleLabels(branch.otherwise(), labels);
            } else if (plan instanceof WhilePlan loop) {
                addSampleLabels(loop.body(), labels);
            } else if (plan instanceof ChoicePlan choice) {
                choice.branches().forEach(branch -> addSampleLabels(branch, labels));
            }
        }
    }
}
