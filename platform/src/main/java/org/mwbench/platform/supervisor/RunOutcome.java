package org.mwbench.platform.supervisor;

import java.nio.file.Path;
import java.util.List;

/**
 * How a run ended.
 *
 * @param reportFolder where everything measured was stored
 * @param problems     what went wrong (lost agents, aborted blades, files not collected)
 * @param plan         the plan as it ran: its blades on pools spread over their agents
 */
public record RunOutcome(Path reportFolder, StartResult start, List<String> problems, boolean stoppedEarly,
                         org.mwbench.platform.plan.TestPlan plan) {
    public boolean succeeded() {
        return problems.isEmpty();
    }
}
