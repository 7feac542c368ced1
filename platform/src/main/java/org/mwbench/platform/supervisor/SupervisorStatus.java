package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.blade.IntervalSummary;

/**
 * A running supervisor's state, for {@code mwbench status} and the console.
 *
 * @param runId        the deployed test, or null when none is
 * @param lastInterval the latest live summary of each blade and action type
 * @param lastGauges   the latest reading of each blade's gauges
 * @param lastRun      the report folder of the last collected test, or null
 */
public record SupervisorStatus(String runId, Map<String, BladeState> states, Map<String, String> lostAgents,
                               List<IntervalSummary> lastInterval, List<GaugeReading> lastGauges, long elapsedNanos,
                               Set<String> agents,
                               String reportFolder, String lastRun) implements Serializable {
}
