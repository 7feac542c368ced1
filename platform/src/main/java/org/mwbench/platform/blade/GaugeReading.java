package org.mwbench.platform.blade;

import java.io.Serializable;

/**
 * A blade's gauge (its population of virtual users, say) read at the end of an interval.
 *
 * @param end when it was read, in ns since the run's origin
 */
public record GaugeReading(String bladeId, long end, String name, long value) implements Serializable {
}
