package org.mwbench.platform.supervisor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.plan.AgentPools;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.remote.AgentHandle;

/**
 * What a run records, in its {@code run.properties}, of where each blade ran and of each agent's
 * clock: {@code blade.ID.agent}, {@code .host}, and {@code .pod} and {@code .node} when the agent
 * runs on Kubernetes (its {@code POD_NAME} and {@code NODE_NAME}); {@code agent.NAME.pool}, and the
 * agent's clock offset from the supervisor's with the bound of its error (half the round trip of
 * the exchange it was measured by).
 */
final class PlacementFacts {
    /** Environment keys an agent's host is described by, and the blade fact each becomes. */
    private static final Map<String, String> PLACES = Map.of("host.name", "host", "k8s.pod", "pod", "k8s.node", "node");

    private PlacementFacts() {
    }

    static Map<String, String> of(String agent, Map<String, String> environment, List<BladeDefinition> blades,
                                  AgentHandle.ClockOffset offset) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("agent." + agent + ".clock_offset_ns", Long.toString(offset.offsetNanos()));
        facts.put("agent." + agent + ".clock_offset_error_bound_ns", Long.toString(offset.errorBoundNanos()));
        String pool = environment.get(AgentPools.ENVIRONMENT_KEY);
        if (pool != null) {
            facts.put("agent." + agent + ".pool", pool);
        }
        for (BladeDefinition blade : blades) {
            facts.put("blade." + blade.id() + ".agent", agent);
            for (String key : List.of("host.name", "k8s.pod", "k8s.node")) {
                String value = environment.get(key);
                if (value != null) {
                    facts.put("blade." + blade.id() + "." + PLACES.get(key), value);
                }
            }
        }
        return facts;
    }
}
