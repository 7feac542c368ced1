package org.mwbench.platform.blade;

/**
 * The blade composite's control interface, served by its insert adapter: the agent
 * drives every blade through it, whatever the insert is.
 */
public interface BladeControl {

    /** Records the deployment, which began at the given {@code System.nanoTime()}. */
    void deployed(BladeSettings settings, long deployStartNanoTime) throws BladeException;

    void init(TimeBase timeBase) throws BladeException;

    /** Gets ready to start: the blade is starting from now on, until {@link #startNow()}. */
    void prepareStart() throws BladeException;

    /**
     * Starts the insert now; the agent calls this at the run's shared start instant.
     *
     * @return the actual start instant, in ns since the origin
     */
    long startNow() throws BladeException;

    void suspend() throws BladeException;

    void resume() throws BladeException;

    /** Stops the insert and writes out everything it measured. */
    void stop();

    BladeState state();

    /** The figures of the interval that ends now, and the gauges read now; each is handed out once. */
    IntervalReport rollInterval();

    /** Events written to the action file so far. */
    long eventsWritten();

    /** Releases the blade's files and threads; it is undeployed. */
    void close();
}
