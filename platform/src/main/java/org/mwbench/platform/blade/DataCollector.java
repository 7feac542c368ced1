package org.mwbench.platform.blade;

import java.util.List;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.ThreadStatistics;

/** The blade's live statistics: recorded on the hot path, per thread, merged once per interval. */
public interface DataCollector {

    void open(String bladeId, ActionTypes types, TimeBase timeBase);

    /** Statistics for one recording thread, which only that thread writes. */
    ThreadStatistics newThreadStatistics();

    /**
     * Closes the current interval and returns one summary per action type seen in it,
     * together with its latency histogram for the stored histogram log.
     */
    List<IntervalHistogram> rollInterval();

    /** What the rolls have cost so far. */
    LiveStatisticsCost cost();
}
