package org.mwbench.platform.supervisor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.mwbench.platform.agent.BladeClasses;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.KeyLines;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;

/**
 * The checks of a plan that need the live platform: are its agents registered, and do
 * its classes load? They run before anything is deployed, so a bad plan deploys nothing.
 */
final class PlanChecks {
    private PlanChecks() {
    }

    static void check(TestPlan plan, Set<String> registeredAgents, ClassLoader loader) throws PlanException {
        List<PlanError> errors = new ArrayList<>();
        for (BladeDefinition blade : plan.blades()) {
            if (!registeredAgents.contains(blade.agent())) {
                errors.add(new PlanError(locate(plan, blade.key("server")), blade.key("server"),
                        "unknown agent '" + blade.agent() + "'; registered agents: " + registeredAgents
                                + " (start one with: mwbench agent --name '" + blade.agent() + "' --registry HOST:PORT)"));
            }
            try {
                BladeClasses.resolve(blade.className(), loader);
            } catch (ClassNotFoundException e) {
                errors.add(new PlanError(locate(plan, blade.classKey()), blade.classKey(), e.getMessage()));
            }
        }
        if (!errors.isEmpty()) {
            throw new PlanException(errors);
        }
    }

    /** {@code file:line} of a key in the plan's text. */
    private static String locate(TestPlan plan, String key) {
        int line = new KeyLines(plan.source()).firstLineOf(key);
        return line == 0 ? plan.origin() : plan.origin() + ":" + line;
    }
}
