package org.mwbench.platform.blade;

/**
 * The blade composite's control interface, served by its insert adapter: the agent
 * drives every blade through it, whatever the insert is.
 */
public interface BladeControl {

    /**
     * Records the deployment, which began at the given {@code System.nanoTime()}; a server
     * blade starts its server now.
     *
     * @return the server's endpoint for a server blade, or null
     */
    String deployed(BladeSettings settings, long deployStartNanoTime) throws BladeException;

    /** @param endpoints the endpoints of every server blade of the run, by blade id */
    void init(TimeBase timeBase, java.util.Map<String, String> endpoints) throws BladeException;

    /** Init in a run without server blades. */
    default void init(TimeBase timeBase) throws BladeException {
        init(timeBase, java.util.Map.of());
    }

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

    /**
     * Stops the insert like {@link #stop()}, but ends in {@link BladeState#ABORTED} with a
     * fatal alarm giving the reason: the blade did not end, it was given up on (its
     * supervisor went silent). What it measured is written out all the same. A blade
     * already final, or already stopping, is left as it is.
     */
    void abort(String reason);

    BladeState state();

    /** The figures of the interval that ends now, and the gauges read now; each is handed out once. */
    IntervalReport rollInterval();

    /** Events written to the action file so far. */
    long eventsWritten();

    /** Releases the blade's files and threads; it is undeployed. */
    void close();
}
