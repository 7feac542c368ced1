package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * @param bytesByBlade what was collected of each blade
 * @param problems     blades that could not be collected, and why
 */
public record CollectResult(Map<String, Long> bytesByBlade, List<String> problems) implements Serializable {
}
