package org.mwbench.injectors.scenario;

import java.util.List;
import java.util.Map;
import org.mwbench.injectors.scenario.Scenario.Group;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.SessionObject;

/**
 * A scenario checked against the installed plugins, with a template session object per
 * plugin use: what each virtual user is built from.
 */
public record CompiledScenario(Scenario scenario, List<Use> uses, Map<String, List<Plan>> behaviors) {

    /** A plugin use with its template, and its index in every user's array of session objects. */
    public record Use(String id, int index, SessionObject template, boolean resetEachIteration) {
    }

    /** A behavior step, checked, with parameters ready to be bound to a user's session objects. */
    public sealed interface Plan permits ActionPlan, IfPlan, WhilePlan, ChoicePlan {
    }

    public record ActionPlan(ActionKind kind, Use use, String name, Parameters parameters, String label,
                             String location) implements Plan {
    }

    public record IfPlan(ActionPlan condition, List<Plan> then, List<Plan> otherwise) implements Plan {
    }

    public record WhilePlan(ActionPlan condition, List<Plan> body) implements Plan {
    }

    public record ChoicePlan(int[] cumulativeWeights, List<List<Plan>> branches) implements Plan {
    }

    public List<Group> groups() {
        return scenario.groups();
    }

    /** Closes the templates: a plugin may hold shared resources in them. */
    public void closeTemplates() {
        for (Use use : uses) {
            try {
                use.template().close();
            } catch (Exception e) {
                // Closing is best effort at the end of a run; the measurements are already stored.
            }
        }
    }
}
