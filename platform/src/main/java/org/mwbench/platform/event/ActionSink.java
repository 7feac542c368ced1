package org.mwbench.platform.event;

/** Where recording threads hand their full buffers; it gives back an empty one. */
public interface ActionSink {

    /**
     * Takes a buffer of events (possibly partly filled, possibly empty) and returns an
     * empty buffer for the caller to fill next.
     */
    ActionEventBuffer exchange(ActionEventBuffer filled);

    /** Takes a last buffer from a thread that records no more. */
    void release(ActionEventBuffer last);
}
