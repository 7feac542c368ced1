package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.util.Map;

/**
 * @param plannedStart the shared start instant, in ns since the origin
 * @param actualStarts each blade's actual start, in ns since the origin
 * @param skewNanos    the latest actual start minus the earliest
 */
public record StartResult(long plannedStart, Map<String, Long> actualStarts, long skewNanos) implements Serializable {
}
