package org.mwbench.platform.blade;

import java.io.Serializable;
import java.util.List;

/** What a blade (or an agent, for all its blades) says about the intervals since it was last asked. */
public record IntervalReport(List<IntervalSummary> summaries, List<GaugeReading> gauges) implements Serializable {

    public static final IntervalReport EMPTY = new IntervalReport(List.of(), List.of());

    public IntervalReport {
        summaries = List.copyOf(summaries);
        gauges = List.copyOf(gauges);
    }
}
