package org.mwbench.platform.event;

/**
 * Records the action events of one thread. Not thread-safe by design: each recording
 * thread owns one, so recording is a few array stores with no lock and no allocation; a
 * full buffer is swapped for an empty one once per {@link ActionEventBuffer#CAPACITY}
 * events.
 */
public final class ActionRecorder implements AutoCloseable {
    private final ActionSink sink;
    private final ThreadStatistics live;
    private final boolean keepEvents;
    private ActionEventBuffer buffer;

    /**
     * @param keepEvents false to keep only the histograms: at very high call rates, writing
     *                   one row per call costs the writer thread a core
     */
    public ActionRecorder(ActionSink sink, ThreadStatistics live, boolean keepEvents) {
        this.sink = sink;
        this.live = live;
        this.keepEvents = keepEvents;
        this.buffer = keepEvents ? sink.exchange(null) : null;
    }

    /**
     * Records one action.
     *
     * @param date          when the action started, in ns since the run's origin
     * @param session       the virtual user (session object) that acted
     * @param type          the action type id, from {@link ActionTypes}
     * @param iteration     the user's iteration number
     * @param success       whether the action succeeded
     * @param duration      its duration in ns, from its actual start
     * @param iterationDelay how late the call's iteration began after its intended start,
     *                      in ns ({@link OpenModel}: every call of an iteration carries it, and
     *                      by the open model's definition it is also the call's own delay);
     *                      {@link OpenModel#UNSCHEDULED} in a closed model
     * @param warmup        a warm-up call, kept apart from measured ones
     * @param result        a number the action reports (e.g. bytes received), 0 when none
     * @param comment       an optional remark (an error's class, say); null when none
     */
    public void record(long date, int session, int type, int iteration, boolean success, long duration,
                       long iterationDelay, boolean warmup, long result, String comment) {
        live.record(type, success, duration, iterationDelay, warmup);
        if (!keepEvents) {
            return;
        }
        ActionEventBuffer events = buffer;
        int i = events.size;
        events.date[i] = date;
        events.session[i] = session;
        events.type[i] = type;
        events.iteration[i] = iteration;
        events.success[i] = success;
        events.duration[i] = duration;
        events.iterationDelay[i] = iterationDelay;
        events.warmup[i] = warmup;
        events.result[i] = result;
        events.comment[i] = comment;
        events.size = i + 1;
        if (events.size == ActionEventBuffer.CAPACITY) {
            buffer = sink.exchange(events);
        }
    }

    /** Records a closed-model, measured action: the common case. */
    public void record(long date, int session, int type, int iteration, boolean success,
                       long duration, long result, String comment) {
        record(date, session, type, iteration, success, duration, OpenModel.UNSCHEDULED, false, result, comment);
    }

    /** Hands over what is buffered so far, so a stop loses nothing this thread measured. */
    @Override
    public void close() {
        live.retire();
        ActionEventBuffer last = buffer;
        buffer = null;
        if (last != null) {
            sink.release(last);
        }
    }
}
