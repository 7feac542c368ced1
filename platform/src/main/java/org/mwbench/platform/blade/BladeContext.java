package org.mwbench.platform.blade;

import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.event.ActionTypes;

/** What the platform gives a blade's insert: its settings, its clock and where to record. */
public interface BladeContext {
    String bladeId();

    String agentName();

    /** The plan's {@code blade.N.argument}. */
    String argument();

    TimeBase timeBase();

    ActionTypes actionTypes();

    /** A recorder for one recording thread; close it when the thread records no more. */
    ActionRecorder newRecorder();

    void alarm(AlarmSeverity severity, String message);

    /** The insert finished its work by itself (its duration or call count is reached). */
    void completed();

    /** The insert cannot go on; the blade is aborted and the cause kept as an alarm. */
    void failed(Throwable cause);
}
