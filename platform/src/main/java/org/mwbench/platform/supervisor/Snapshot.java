package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalSummary;

/**
 * @param states      every blade's state; blades of a lost agent show as aborted
 * @param gauges      gauge readings since the last snapshot (populations of virtual users)
 * @param lostAgents  agents that stopped answering, with what the last call said
 * @param elapsedNanos time since the start instant, or 0 before the start
 */
public record Snapshot(Map<String, BladeState> states, List<IntervalSummary> summaries, List<GaugeReading> gauges,
                       Map<String, String> lostAgents, long elapsedNanos) implements Serializable {

    public static final Snapshot EMPTY = new Snapshot(Map.of(), List.of(), List.of(), Map.of(), 0);

    /** True once no blade will produce anything more. */
    public boolean finished() {
        return states.values().stream().allMatch(BladeState::isFinal);
    }

    /** True once every blade but the given ones is done; false when only those are left running and there were no others. */
    public boolean finishedExcept(java.util.Set<String> excluded) {
        boolean othersExist = false;
        for (Map.Entry<String, BladeState> blade : states.entrySet()) {
            if (!excluded.contains(blade.getKey())) {
                othersExist = true;
                if (!blade.getValue().isFinal()) {
                    return false;
                }
            }
        }
        return othersExist;
    }
}
