package org.mwbench.platform.blade;

import java.util.List;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.LiveStatistics;

/** The blade's live statistics: recorded on the hot path, read once per interval. */
public interface DataCollector extends LiveStatistics {

    void open(String bladeId, ActionTypes types, TimeBase timeBase);

    /**
     * Closes the current interval and returns one summary per action type seen in it,
     * together with its latency histogram for the stored histogram log.
     */
    List<IntervalHistogram> rollInterval();
}
