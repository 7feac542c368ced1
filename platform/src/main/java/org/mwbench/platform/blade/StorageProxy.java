package org.mwbench.platform.blade;

import java.io.IOException;
import java.util.List;
import org.mwbench.platform.event.ActionSink;
import org.mwbench.platform.event.ActionTypes;

/**
 * The blade's local event storage. Events are written on the agent's disk while the run
 * goes on and handed to the supervisor's storage at collect time, so measurements never
 * cross the network one by one.
 */
public interface StorageProxy {

    void open(BladeSettings settings, ActionTypes types) throws IOException;

    /** Where the blade's recorders hand their buffers of action events. */
    ActionSink actions();

    void lifecycle(long sinceOrigin, BladeState state);

    void alarm(long sinceOrigin, AlarmSeverity severity, String message);

    /** Appends one interval's histogram to the blade's HdrHistogram log. */
    void histogram(IntervalHistogram interval);

    /** Appends gauge readings to the blade's {@code gauges} file. */
    void gauges(List<GaugeReading> readings);

    long actionsWritten();

    /**
     * Writes out everything handed over so far and closes the files, but for what
     * {@link #completeFiles} does; idempotent. Quick: the blade calls it under the lock its polls take.
     */
    void close() throws IOException;

    /**
     * After {@link #close}, completes the files that take long to write (the action file's rows,
     * formatted from its spool), outside the blade's locks, so that its polls are answered
     * meanwhile; the blade publishes its final state only after it. Idempotent.
     */
    void completeFiles() throws IOException;
}
