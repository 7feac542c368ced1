package org.mwbench.platform.blade;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.event.ActionEventBuffer;
import org.mwbench.platform.event.ActionSink;
import org.mwbench.platform.event.ActionTypes;

/**
 * A storage proxy that keeps in memory what a blade stores: its life-cycle transitions with
 * their dates, its alarms and its interval histograms. Per-call events are refused: tests
 * that use it record with {@code keepEvents = false}, as {@code events=histograms} does.
 */
final class RecordingStorage implements StorageProxy {
    /** One stored transition: when (ns since the origin) and which state. */
    record Transition(long sinceOrigin, BladeState state) {
    }

    final List<Transition> transitions = new ArrayList<>();
    final List<String> alarms = new ArrayList<>();
    final List<IntervalHistogram> intervals = new ArrayList<>();
    boolean closed;

    @Override
    public void open(BladeSettings settings, ActionTypes types) {
    }

    @Override
    public ActionSink actions() {
        return new ActionSink() {
            @Override
            public ActionEventBuffer exchange(ActionEventBuffer filled) {
                throw new UnsupportedOperationException("this storage keeps no per-call events");
            }

            @Override
            public void release(ActionEventBuffer last) {
            }
        };
    }

    @Override
    public synchronized void lifecycle(long sinceOrigin, BladeState state) {
        transitions.add(new Transition(sinceOrigin, state));
    }

    @Override
    public synchronized void alarm(long sinceOrigin, AlarmSeverity severity, String message) {
        alarms.add(sinceOrigin + " " + severity + " " + message);
    }

    @Override
    public synchronized void histogram(IntervalHistogram interval) {
        intervals.add(interval);
    }

    @Override
    public void gauges(List<GaugeReading> readings) {
    }

    @Override
    public long actionsWritten() {
        return 0;
    }

    @Override
    public void close() {
        closed = true;
    }

    @Override
    public void completeFiles() {
    }
}
