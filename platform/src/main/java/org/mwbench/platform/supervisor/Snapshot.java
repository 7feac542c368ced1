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
}
