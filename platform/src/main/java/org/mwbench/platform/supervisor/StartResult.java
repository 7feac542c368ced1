package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.util.Map;

/**
 * @param plannedStart         the shared start instant, in ns since the origin
 * @param actualStarts         each blade's actual start, in ns since the origin, as each
 *                             agent dates it on its own clock
 * @param skewNanos            the latest actual start minus the earliest
 * @param clockErrorBoundNanos how far apart the agents' clocks may still be after their
 *                             measured offsets are corrected: across agents, the true skew
 *                             may differ from {@code skewNanos} by up to twice this
 */
public record StartResult(long plannedStart, Map<String, Long> actualStarts, long skewNanos, long clockErrorBoundNanos)
        implements Serializable {
}
