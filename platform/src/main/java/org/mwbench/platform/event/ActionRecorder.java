package org.mwbench.platform.event;

/**
 * Records the action events of one thread. Not thread-safe by design: each recording
 * thread owns one, so recording is a few array stores with no lock and no allocation; a
 * full buffer is swapped for an empty one once per {@link ActionEventBuffer#CAPACITY}
 * events.
 */
public final class ActionRecorder implements AutoCloseable {
    private final ActionSink sink;
    private final LiveStatistics live;
    private ActionEventBuffer buffer;

    public ActionRecorder(ActionSink sink, LiveStatistics live) {
        this.sink = sink;
        this.live = live;
        this.buffer = sink.exchange(null);
    }

    /**
     * @param date      when the action started, in ns since the run's origin
     * @param session   the virtual user (session object) that acted
     * @param type      the action type id, from {@link ActionTypes}
     * @param iteration the user's iteration number
     * @param success   whether the action succeeded
     * @param duration  its duration in ns
     * @param result    a number the action reports (e.g. bytes received), 0 when none
     * @param comment   an optional remark (an error's class, say); null when none
     */
    public void record(long date, int session, int type, int iteration, boolean success,
                       long duration, long result, String comment) {
        ActionEventBuffer events = buffer;
        int i = events.size;
        events.date[i] = date;
        events.session[i] = session;
        events.type[i] = type;
        events.iteration[i] = iteration;
        events.success[i] = success;
        events.duration[i] = duration;
        events.result[i] = result;
        events.comment[i] = comment;
        events.size = i + 1;
        live.record(type, success, duration);
        if (events.size == ActionEventBuffer.CAPACITY) {
            buffer = sink.exchange(events);
        }
    }

    /** Hands over what is buffered so far, so a stop loses nothing this thread measured. */
    @Override
    public void close() {
        ActionEventBuffer last = buffer;
        buffer = null;
        if (last != null) {
            sink.release(last);
        }
    }
}
