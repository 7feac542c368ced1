package org.mwbench.console.web.runs;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.platform.blade.BladeState;

/**
 * The deployed run as the page shows it: each blade's state (in plan order), the agents
 * lost, and the time since the start.
 *
 * @param states     blade id to state label, CLIF's words (deployed, running, stopped...)
 * @param elapsed    seconds since the start instant, 0 before it
 */
public record RunView(String runId, String plan, Map<String, String> states, Map<String, String> lostAgents,
                      double elapsed) {

    public static RunView of(String runId, String plan, Map<String, BladeState> states, Map<String, String> lostAgents,
                      long elapsedNanos) {
        Map<String, String> labels = new LinkedHashMap<>();
        states.forEach((blade, state) -> labels.put(blade, state.label()));
        return new RunView(runId, plan, labels, Map.copyOf(lostAgents), elapsedNanos / 1e9);
    }
}
