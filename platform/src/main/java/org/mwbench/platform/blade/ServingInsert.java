package org.mwbench.platform.blade;

/**
 * The insert of a blade that serves calls rather than makes them: a server blade, a bridge, or
 * a blade that only holds its place in a plan. It serves from deploy ({@link #open}) or
 * {@link #init} until {@link #stop}, so there is nothing left to start, and nothing it could
 * pause: suspending a run pauses the injectors that call it, which is where measured time
 * stops. A subclass says only how it begins serving and how it ends.
 */
public abstract class ServingInsert implements BladeInsert {

    /** Nothing to read by default: a server blade has done its work at deploy. */
    @Override
    public void init(BladeContext context) throws BladeException {
        // Serving since open.
    }

    @Override
    public final void start() {
        // Serving already.
    }

    @Override
    public final void suspend() {
        // A served call cannot be paused here; suspending the injectors that make it does that.
    }

    @Override
    public final void resume() {
        // Nothing was suspended.
    }

    /** Ends serving, freeing what open and init took; callable in any state and more than once. */
    @Override
    public abstract void stop();
}
