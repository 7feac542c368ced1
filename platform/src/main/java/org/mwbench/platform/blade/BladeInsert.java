package org.mwbench.platform.blade;

/**
 * The work of a blade: what a test plan's {@code blade.N.injector} (or {@code probe})
 * class implements. It is the content of the blade composite's {@code insert} component;
 * the platform's insert adapter drives it through the life cycle and hands it a
 * {@link BladeContext} for everything else.
 *
 * <p>A blade class needs a public no-argument constructor. It is found by its fully
 * qualified name, or by its simple name when it is listed as a service of this interface.
 */
public interface BladeInsert {

    /**
     * Called at deploy, before init. A server blade ({@link ServerInsert}) starts its server
     * here and returns its endpoint; every other blade does nothing and returns null. It
     * is declared here, not only in {@code ServerInsert}, because the insert adapter sees
     * the insert through the blade's Fractal interface, whose type is this one.
     */
    default String open(BladeContext context) throws BladeException {
        return null;
    }

    /**
     * Reads the blade's argument and gets ready. A bad argument must fail here, with a
     * message naming the parameter and its value, never later at the first call.
     */
    void init(BladeContext context) throws BladeException;

    /** Starts the work on the blade's own threads and returns at once. */
    void start() throws BladeException;

    /** Pauses the work; measured time should not run while suspended. */
    void suspend() throws BladeException;

    void resume() throws BladeException;

    /**
     * Ends the work and returns once every thread that records events has closed its
     * recorder, or after a bounded wait. Must be callable in any state and more than once.
     */
    void stop();
}
